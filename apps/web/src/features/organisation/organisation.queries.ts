import { graphql } from '../../generated';

// Documents of apps/server/src/modules/organisation/organisation.graphql, typed from the schema
// (codegen.ts → src/generated; `npm run codegen` after a change). Each administration list has a
// fragment (the fields its screens read) and the same operations; catalogs.ts points each list at
// them. The root fields are aliased `page` and `row` so the generic screens read every list
// alike (Apollo caches by the field's name, not the alias). A reference to another catalog row is
// selected as `{ refId: id nome }`: the API types every such reference CadastroRef, so with `id`
// Apollo would keep one cache entry for division 1, product 1 and economic group 1.

graphql(`fragment MarcaCadastroFields on MarcaCadastro { id nome palette facebookId active grupoEconomico { refId: id nome } redesSociais { id nome url icone } }`);
graphql(`fragment GrupoEconomicoFields on GrupoEconomico { id nome active }`);
graphql(`fragment ProdutoCadastroFields on Produto { id codigo nome baseUri baseUriHomolog }`);
graphql(`fragment TipoAcessoFields on TipoAcesso { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } funcionalidades { id chave nome } funcionalidadesPadrao { id chave nome } }`);
graphql(`fragment FuncionalidadeCadastroFields on FuncionalidadeCadastro { id chave nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } tiposAcesso { refId: id nome } }`);
graphql(`fragment TipoUsuarioCadastroFields on TipoUsuarioCadastro { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn }`);
graphql(`fragment DivisaoFields on Divisao { id nome active }`);
graphql(`fragment SetorFields on Setor { id nome active divisao { refId: id nome } }`);
graphql(`fragment CargoFields on Cargo { id nome principal active setor { refId: id nome } }`);
graphql(`fragment DepartamentoFields on Departamento { id nome sigla assinatura active }`);
graphql(`fragment DesligamentoFields on Desligamento { id motivo active }`);

export const MARCAS = {
  page: graphql(`query MarcasPagina($filtro: FiltroCadastro) { page: marcasPagina(filtro: $filtro) { content { ...MarcaCadastroFields } totalElements } }`),
  get: graphql(`query MarcaCadastro($id: ID!) { row: marca(id: $id) { ...MarcaCadastroFields } }`),
  save: graphql(`mutation SalvarMarca($input: MarcaInput!) { row: salvarMarca(marca: $input) { ...MarcaCadastroFields } }`),
  ativar: graphql(`mutation AtivarMarca($id: ID!) { row: ativarMarca(id: $id) { ...MarcaCadastroFields } }`),
  inativar: graphql(`mutation InativarMarca($id: ID!) { row: inativarMarca(id: $id) { ...MarcaCadastroFields } }`),
};

export const GRUPOS_ECONOMICOS = {
  page: graphql(`query GruposEconomicosPagina($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { ...GrupoEconomicoFields } totalElements } }`),
  get: graphql(`query GrupoEconomico($id: ID!) { row: grupoEconomico(id: $id) { ...GrupoEconomicoFields } }`),
  save: graphql(`mutation SalvarGrupoEconomico($input: GrupoEconomicoInput!) { row: salvarGrupoEconomico(grupoEconomico: $input) { ...GrupoEconomicoFields } }`),
  ativar: graphql(`mutation AtivarGrupoEconomico($id: ID!) { row: ativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }`),
  inativar: graphql(`mutation InativarGrupoEconomico($id: ID!) { row: inativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }`),
};

export const PRODUTOS = {
  page: graphql(`query ProdutosPagina($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { ...ProdutoCadastroFields } totalElements } }`),
  get: graphql(`query ProdutoCadastro($id: ID!) { row: produto(id: $id) { ...ProdutoCadastroFields } }`),
  save: graphql(`mutation SalvarProduto($input: ProdutoInput!) { row: salvarProduto(produto: $input) { ...ProdutoCadastroFields } }`),
};

export const TIPOS_ACESSO = {
  page: graphql(`query TiposAcessoPagina($filtro: FiltroCadastroProduto) { page: tiposAcessoPagina(filtro: $filtro) { content { ...TipoAcessoFields } totalElements } }`),
  get: graphql(`query TipoAcesso($id: ID!) { row: tipoAcesso(id: $id) { ...TipoAcessoFields } }`),
  save: graphql(`mutation SalvarTipoAcesso($input: TipoAcessoInput!) { row: salvarTipoAcesso(tipoAcesso: $input) { ...TipoAcessoFields } }`),
};

export const FUNCIONALIDADES = {
  page: graphql(`query FuncionalidadesPagina($filtro: FiltroCadastroProduto) { page: funcionalidadesPagina(filtro: $filtro) { content { ...FuncionalidadeCadastroFields } totalElements } }`),
  get: graphql(`query FuncionalidadeCadastro($id: ID!) { row: funcionalidade(id: $id) { ...FuncionalidadeCadastroFields } }`),
  save: graphql(`mutation SalvarFuncionalidade($input: FuncionalidadeInput!) { row: salvarFuncionalidade(funcionalidade: $input) { ...FuncionalidadeCadastroFields } }`),
};

export const TIPOS_USUARIO = {
  page: graphql(`query TiposUsuarioPagina($filtro: FiltroCadastro) { page: tiposUsuarioPagina(filtro: $filtro) { content { ...TipoUsuarioCadastroFields } totalElements } }`),
  get: graphql(`query TipoUsuarioCadastro($id: TipoUsuario!) { row: tipoUsuario(id: $id) { ...TipoUsuarioCadastroFields } }`),
  save: graphql(`mutation SalvarTipoUsuario($input: TipoUsuarioInput!) { row: salvarTipoUsuario(tipoUsuario: $input) { ...TipoUsuarioCadastroFields } }`),
};

export const DIVISOES = {
  page: graphql(`query DivisoesPagina($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { ...DivisaoFields } totalElements } }`),
  get: graphql(`query Divisao($id: ID!) { row: divisao(id: $id) { ...DivisaoFields } }`),
  save: graphql(`mutation SalvarDivisao($input: DivisaoInput!) { row: salvarDivisao(divisao: $input) { ...DivisaoFields } }`),
  ativar: graphql(`mutation AtivarDivisao($id: ID!) { row: ativarDivisao(id: $id) { ...DivisaoFields } }`),
  inativar: graphql(`mutation InativarDivisao($id: ID!) { row: inativarDivisao(id: $id) { ...DivisaoFields } }`),
};

export const SETORES = {
  page: graphql(`query SetoresPagina($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { ...SetorFields } totalElements } }`),
  get: graphql(`query Setor($id: ID!) { row: setor(id: $id) { ...SetorFields } }`),
  save: graphql(`mutation SalvarSetor($input: SetorInput!) { row: salvarSetor(setor: $input) { ...SetorFields } }`),
  ativar: graphql(`mutation AtivarSetor($id: ID!) { row: ativarSetor(id: $id) { ...SetorFields } }`),
  inativar: graphql(`mutation InativarSetor($id: ID!) { row: inativarSetor(id: $id) { ...SetorFields } }`),
};

export const CARGOS = {
  page: graphql(`query CargosPagina($filtro: FiltroCadastro) { page: cargosPagina(filtro: $filtro) { content { ...CargoFields } totalElements } }`),
  get: graphql(`query Cargo($id: ID!) { row: cargo(id: $id) { ...CargoFields } }`),
  save: graphql(`mutation SalvarCargo($input: CargoInput!) { row: salvarCargo(cargo: $input) { ...CargoFields } }`),
  ativar: graphql(`mutation AtivarCargo($id: ID!) { row: ativarCargo(id: $id) { ...CargoFields } }`),
  inativar: graphql(`mutation InativarCargo($id: ID!) { row: inativarCargo(id: $id) { ...CargoFields } }`),
};

export const DEPARTAMENTOS = {
  page: graphql(`query DepartamentosPagina($filtro: FiltroCadastro) { page: departamentosPagina(filtro: $filtro) { content { ...DepartamentoFields } totalElements } }`),
  get: graphql(`query Departamento($id: ID!) { row: departamento(id: $id) { ...DepartamentoFields } }`),
  save: graphql(`mutation SalvarDepartamento($input: DepartamentoInput!) { row: salvarDepartamento(departamento: $input) { ...DepartamentoFields } }`),
  ativar: graphql(`mutation AtivarDepartamento($id: ID!) { row: ativarDepartamento(id: $id) { ...DepartamentoFields } }`),
  inativar: graphql(`mutation InativarDepartamento($id: ID!) { row: inativarDepartamento(id: $id) { ...DepartamentoFields } }`),
};

export const DESLIGAMENTOS = {
  page: graphql(`query DesligamentosPagina($filtro: FiltroCadastro) { page: desligamentosPagina(filtro: $filtro) { content { ...DesligamentoFields } totalElements } }`),
  get: graphql(`query Desligamento($id: ID!) { row: desligamento(id: $id) { ...DesligamentoFields } }`),
  save: graphql(`mutation SalvarDesligamento($input: DesligamentoInput!) { row: salvarDesligamento(desligamento: $input) { ...DesligamentoFields } }`),
  ativar: graphql(`mutation AtivarDesligamento($id: ID!) { row: ativarDesligamento(id: $id) { ...DesligamentoFields } }`),
  inativar: graphql(`mutation InativarDesligamento($id: ID!) { row: inativarDesligamento(id: $id) { ...DesligamentoFields } }`),
};

/**
 * The rows a reference picker or the product filter offers (id and name; `active` where the list
 * has it), by the list the reference points at.
 */
export const OPTIONS = {
  produtos: graphql(`query ProdutosOpcoes($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { id nome } totalElements } }`),
  gruposEconomicos: graphql(`query GruposEconomicosOpcoes($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { id nome active } totalElements } }`),
  divisoes: graphql(`query DivisoesOpcoes($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { id nome active } totalElements } }`),
  setores: graphql(`query SetoresOpcoes($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { id nome active } totalElements } }`),
};

/** A product's features, the choices of an access type (all of them: a product has few). */
export const PRODUTO_FUNCIONALIDADES = graphql(`
  query ProdutoFuncionalidades($id: ID!) {
    produto(id: $id) {
      id
      funcionalidades {
        id
        chave
        nome
      }
    }
  }
`);

/** The signed-in user's own type, the one the API authorises with (cache-first: the shell loaded it). */
export const USUARIO_LOGADO_TIPO = graphql(`
  query UsuarioLogadoTipo {
    usuarioLogado {
      id
      tipo {
        id
      }
    }
  }
`);
