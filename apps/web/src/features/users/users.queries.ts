import { graphql } from '../../generated';
import type {
  CargosQuery,
  CargoUsuarioInput,
  InfoUsuarioQuery,
  ProdutosByDealersAndTipoUsuarioQuery,
  UsuarioByCpfQuery,
  UsuarioDominioQuery,
  UsuarioFormDadosQuery,
  UsuarioQuery,
  UsuariosQuery,
} from '../../generated/graphql';

// Documents of apps/server/src/modules/users/users.graphql. Their result and variable types are
// generated from the schema (codegen.ts → src/generated); `npm run codegen` after a change.

export type {
  UsuarioMarcaOpcaoFragment as UsuarioMarca,
  UsuarioGrupoOpcaoFragment as UsuarioGrupo,
  UsuarioDealerOpcaoFragment as UsuarioDealer,
  /** What the signed-in user may do on a user row: the API answers it with the row (users.policy.ts). */
  AcaoUsuario,
  UsuarioFiltro,
  UsuarioInput,
  UsuarioInfoInput,
} from '../../generated/graphql';

/** A position assignment as the API takes it (spec 01 §3), as the form keeps it: every field given, null when empty. */
export type CargoInput = { [K in keyof CargoUsuarioInput]-?: Exclude<CargoUsuarioInput[K], undefined> };
/** A row of the list. */
export type UsuarioResumo = UsuariosQuery['usuarios']['content'][number];
/** Spec 01 §3 "User", as the wizard edits it; acoesPermitidas has EDITAR when the signed-in user may save it. */
export type Usuario = UsuarioQuery['usuario'];
export type UsuarioProdutoPermissoes = Usuario['produtos'][number];
export type UsuarioInfo = NonNullable<InfoUsuarioQuery['infoUsuario']>;
export type CargoUsuario = CargosQuery['cargos'][number];
export type UsuarioDominio = UsuarioDominioQuery['usuarioDominio'];
export type UsuariosPortalProperties = UsuarioFormDadosQuery['usuariosPortalProperties'];
export type UsuarioProduto = ProdutosByDealersAndTipoUsuarioQuery['produtosByDealersAndTipoUsuario'][number];
/** The holder of a CPF or e-mail; id and nome are null when the holder is beyond the caller's reach (still taken). */
export type UsuarioRef = UsuarioByCpfQuery['usuarioByCpf'];

export const USUARIOS = graphql(`
  query Usuarios($filtro: UsuarioFiltro) {
    usuarios(filtro: $filtro) {
      content {
        id
        nome
        email
        cpf
        tipo
        active
        ativacaoEspecial
        dealers {
          id
          nomeExibicao
        }
        acoesPermitidas
      }
      totalElements
    }
  }
`);

/** The user search of "clone permissions": names only. */
export const USUARIOS_BUSCA = graphql(`
  query UsuariosBusca($filtro: UsuarioFiltro) {
    usuarios(filtro: $filtro) {
      content {
        id
        nome
        email
      }
      totalElements
    }
  }
`);

/**
 * A user's brands, dealer groups and dealers as the wizard shows them; the form's options
 * (usuarioDominio) have the same shape, so both documents share these fragments.
 */
export const USUARIO_MARCA_OPCAO = graphql(`
  fragment UsuarioMarcaOpcao on UsuarioMarca {
    id
    description
    active
  }
`);

export const USUARIO_GRUPO_OPCAO = graphql(`
  fragment UsuarioGrupoOpcao on UsuarioGrupo {
    id
    nome
    active
  }
`);

export const USUARIO_DEALER_OPCAO = graphql(`
  fragment UsuarioDealerOpcao on UsuarioDealer {
    id
    nome
    nomeExibicao
    active
    codigoPrincipal
    grupo {
      id
      nome
      active
    }
  }
`);

export const USUARIO = graphql(`
  query Usuario($id: ID!) {
    usuario(id: $id) {
      id
      nome
      email
      cpf
      telefones
      celulares
      tipo
      idioma
      marcas {
        ...UsuarioMarcaOpcao
      }
      grupos {
        ...UsuarioGrupoOpcao
      }
      dealers {
        ...UsuarioDealerOpcao
      }
      produtos {
        idProduto
        idsFuncionalidades
        idsTiposAcesso
      }
      active
      acoesPermitidas
    }
  }
`);

export const USUARIO_PRODUTOS = graphql(`
  query UsuarioProdutos($id: ID!) {
    usuario(id: $id) {
      id
      nome
      produtos {
        idProduto
        idsFuncionalidades
        idsTiposAcesso
      }
    }
  }
`);

export const INFO_USUARIO = graphql(`
  query InfoUsuario($usuarioId: ID!) {
    infoUsuario(usuarioId: $usuarioId) {
      dataAdmissao
      emailSuperior
      desligamento {
        id
        motivo
      }
      dataDesligamento
    }
  }
`);

/**
 * With usuarioId: the user's assignments; without: the catalog of active positions. No `id` in
 * the selection: it is the assignment's id in one answer and the position's in the other, so
 * Apollo must not merge the two under one cache key.
 */
export const CARGOS = graphql(`
  query Cargos($usuarioId: ID, $principais: Boolean) {
    cargos(usuarioId: $usuarioId, principais: $principais) {
      cargoId
      nome
      principal
      setor {
        id
        nome
        divisao {
          id
          nome
        }
      }
      dealer {
        id
        nomeExibicao
      }
      departamento {
        id
        nome
      }
      dataInicio
    }
  }
`);

/** What the form and the list filters pick from; brands and groups narrow groups and dealers. */
export const USUARIO_DOMINIO = graphql(`
  query UsuarioDominio($marcas: [ID!], $grupos: [ID!]) {
    usuarioDominio(marcas: $marcas, grupos: $grupos) {
      marcas {
        ...UsuarioMarcaOpcao
      }
      grupos {
        ...UsuarioGrupoOpcao
      }
      dealers {
        ...UsuarioDealerOpcao
      }
      tiposUsuario {
        id
        nome
      }
    }
  }
`);

/** The form's data that does not depend on the choices made in it. */
export const USUARIO_FORM_DADOS = graphql(`
  query UsuarioFormDados {
    usuariosPortalProperties {
      tiposUsuarioDocumentoObrigatorio
      tiposUsuarioInformarCargo
      tiposUsuarioInformarGestao
      informarDepartamentoCargo
    }
    departamentosCargosUsuarios {
      id
      nome
      sigla
    }
    desligamentos {
      id
      motivo
    }
  }
`);

export const PRODUTOS_BY_DEALERS_AND_TIPO = graphql(`
  query ProdutosByDealersAndTipoUsuario($idsDealer: [ID!], $tipoUsuario: TipoUsuario!) {
    produtosByDealersAndTipoUsuario(idsDealer: $idsDealer, tipoUsuario: $tipoUsuario) {
      id
      nome
      tiposAcesso {
        id
        nome
        descricao
        funcionalidadesPadrao
      }
      funcionalidades {
        id
        chave
        nome
        descricao
        tiposAcesso
        concedivel
      }
    }
  }
`);

export const USUARIO_BY_CPF = graphql(`
  query UsuarioByCpf($cpf: String!) {
    usuarioByCpf(cpf: $cpf) {
      id
      nome
    }
  }
`);

export const USUARIO_BY_EMAIL = graphql(`
  query UsuarioByEmail($email: String!) {
    usuarioByEmail(email: $email) {
      id
      nome
    }
  }
`);

export const SALVAR_USUARIO = graphql(`
  mutation SalvarUsuario($usuario: UsuarioInput!, $cargos: [CargoUsuarioInput!], $infos: UsuarioInfoInput) {
    salvarUsuario(usuario: $usuario, cargos: $cargos, infos: $infos) {
      criado
      usuario {
        id
        nome
      }
    }
  }
`);

export const PODE_ADICIONAR_CARGO = graphql(`
  mutation PodeAdicionarCargo($cargoAdicionadoInput: CargoUsuarioInput!, $cargosInputs: [CargoUsuarioInput!]) {
    podeAdicionarCargo(cargoAdicionadoInput: $cargoAdicionadoInput, cargosInputs: $cargosInputs)
  }
`);

export const ATIVAR_USUARIO = graphql(`
  mutation AtivarUsuario($id: ID!) {
    ativarUsuario(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`);

export const INATIVAR_USUARIO = graphql(`
  mutation InativarUsuario($id: ID!) {
    inativarUsuario(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`);

export const LIBERAR_ATIVACAO_ESPECIAL = graphql(`
  mutation LiberarAtivacaoEspecial($id: ID!) {
    liberarAtivacaoEspecial(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`);

export const REMOVER_ATIVACAO_ESPECIAL = graphql(`
  mutation RemoverAtivacaoEspecial($id: ID!) {
    removerAtivacaoEspecial(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`);
