import type { AccessCases, Operation } from '../../test/access-table.js';
import { unique } from './testing.js';

/** Rows of their own (ids by entity), filled in by the test before it runs. */
export type OrganisationAccessFixtures = Record<string, string>;

const code = () => unique('ACESSO').replace(' ', '_');

/** Every operation of the area, in three policy groups, and the outcome per role. */
export function organisationAccessCases(ids: OrganisationAccessFixtures): AccessCases[] {
  /** The five operations of an administration list (ativar/inativar only where the table has active). */
  function list(o: { page: string; get: string; entity: string; type: string; input: () => Record<string, unknown>; active?: boolean; id?: () => string }) {
    const Entity = o.entity.charAt(0).toUpperCase() + o.entity.slice(1);
    const id = o.id ?? (() => ids[o.entity]!);
    const ops: Record<string, Operation> = {
      [o.page]: () => ({ query: `{ ${o.page} { totalElements } }` }),
      [o.get]: () => ({ query: `query($id: ${o.entity === 'tipoUsuario' ? 'TipoUsuario' : 'ID'}!) { ${o.get}(id: $id) { id } }`, variables: { id: id() } }),
      [`salvar${Entity}`]: () => ({ query: `mutation($v: ${o.type}!) { salvar${Entity}(${o.entity}: $v) { id } }`, variables: { v: o.input() } }),
    };
    if (o.active) {
      for (const action of ['ativar', 'inativar']) {
        ops[`${action}${Entity}`] = () => ({ query: `mutation($id: ID!) { ${action}${Entity}(id: $id) { id } }`, variables: { id: id() } });
      }
    }
    return ops;
  }

  const usersForm: Record<string, Operation> = {
    produtos: () => ({ query: '{ produtos { id tiposAcesso { id } funcionalidades { id } } }' }),
    setores: () => ({ query: '{ setores { id } }' }),
    desligamentos: () => ({ query: '{ desligamentos { id } }' }),
  };

  const brandsRead: Record<string, Operation> = {
    marcasPagina: () => ({ query: '{ marcasPagina { totalElements } }' }),
    marca: () => ({ query: `{ marca(id: "${ids.marca}") { id } }` }),
    gruposEconomicosPagina: () => ({ query: '{ gruposEconomicosPagina { totalElements } }' }),
    grupoEconomico: () => ({ query: `{ grupoEconomico(id: "${ids.grupoEconomico}") { id } }` }),
  };

  const { marcasPagina: _m, marca: _mm, ...marcaWrites } = list({ page: 'marcasPagina', get: 'marca', entity: 'marca', type: 'MarcaInput', input: () => ({ nome: unique('Marca') }), active: true });
  const { gruposEconomicosPagina: _g, grupoEconomico: _gg, ...grupoWrites } = list({
    page: 'gruposEconomicosPagina', get: 'grupoEconomico', entity: 'grupoEconomico', type: 'GrupoEconomicoInput', input: () => ({ nome: unique('Grupo') }), active: true,
  });

  const provider: Record<string, Operation> = {
    editarProduto: () => ({ query: `mutation { editarProduto(produto: { id: "${ids.produto}", baseUriHomolog: "https://hml.acesso.test" }) { id } }` }),
    ...list({ page: 'setoresPagina', get: 'setor', entity: 'setor', type: 'SetorInput', input: () => ({ nome: unique('Setor') }), active: true }),
    ...list({ page: 'divisoesPagina', get: 'divisao', entity: 'divisao', type: 'DivisaoInput', input: () => ({ nome: unique('Divisão') }), active: true }),
    ...list({ page: 'departamentosPagina', get: 'departamento', entity: 'departamento', type: 'DepartamentoInput', input: () => ({ nome: unique('Depto') }), active: true }),
    ...list({ page: 'cargosPagina', get: 'cargo', entity: 'cargo', type: 'CargoInput', input: () => ({ nome: unique('Cargo') }), active: true }),
    ...list({ page: 'desligamentosPagina', get: 'desligamento', entity: 'desligamento', type: 'DesligamentoInput', input: () => ({ motivo: unique('Motivo') }), active: true }),
    ...list({ page: 'tiposUsuarioPagina', get: 'tipoUsuario', entity: 'tipoUsuario', type: 'TipoUsuarioInput', input: () => ({ id: 'MONTADORA', nome: unique('Montadora'), nomeEs: 'Fabricante', nomeEn: 'Manufacturer' }), id: () => 'MONTADORA' }),
    ...list({ page: 'tiposAcessoPagina', get: 'tipoAcesso', entity: 'tipoAcesso', type: 'TipoAcessoInput', input: () => ({ nome: unique('Tipo'), nomeEs: 'Tipo', nomeEn: 'Type', produto: ids.produto }) }),
    ...list({ page: 'funcionalidadesPagina', get: 'funcionalidade', entity: 'funcionalidade', type: 'FuncionalidadeInput', input: () => ({ chave: code(), nome: 'F', nomeEs: 'F', nomeEn: 'F', produto: ids.produto }) }),
    ...list({ page: 'produtosPagina', get: 'produto', entity: 'produto', type: 'ProdutoInput', input: () => ({ codigo: code(), nome: unique('Produto'), baseUri: 'https://novo.test' }) }),
    ...marcaWrites,
    ...grupoWrites,
  };

  const signedIn: Record<string, Operation> = {
    redesSociais: () => ({ query: `{ redesSociais(marca: "${ids.marca}") { id nome url icone } }` }),
  };

  return [
    // A brand's social links are read on everyone's home.
    { name: 'home reads', ops: signedIn, expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' } },
    // The user form's lists: the user maintenance/consultation features, and the provider.
    { name: 'user form lists', ops: usersForm, expected: { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'OK', montadora: 'OK', admin: 'OK' } },
    // Brands and economic groups are also read by the dealers/groups maintainers.
    { name: 'brand reads', ops: brandsRead, expected: { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'OK', admin: 'OK' } },
    // Everything else is the technical provider's: the manufacturer with every feature is refused.
    { name: 'provider only', ops: provider, expected: { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'FORBIDDEN', admin: 'OK' } },
  ];
}
