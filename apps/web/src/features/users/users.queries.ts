import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Idioma, UserType } from '@portal/domain';
import type { SortDirection } from '../../components/data-table/data-table.types';

// Documents of apps/server/src/modules/users/users.graphql, typed by hand until the web gets
// graphql-codegen's client preset (as features/shell/shell.queries.ts).

export interface UsuarioMarca {
  readonly id: string;
  readonly description: string;
  readonly active: boolean;
}

export interface UsuarioGrupo {
  readonly id: string;
  readonly nome: string;
  readonly active: boolean;
}

export interface UsuarioDealer {
  readonly id: string;
  readonly nome: string;
  readonly nomeExibicao: string;
  readonly active: boolean;
  readonly codigoPrincipal: string;
  readonly grupo: UsuarioGrupo | null;
}

export interface UsuarioProdutoPermissoes {
  readonly idProduto: string;
  readonly idsFuncionalidades: readonly string[];
  readonly idsTiposAcesso: readonly string[];
}

/** What the signed-in user may do on a user row: the API answers it with the row (users.policy.ts). */
export type AcaoUsuario = 'EDITAR' | 'ATIVAR' | 'INATIVAR' | 'LIBERAR_ATIVACAO_ESPECIAL' | 'REMOVER_ATIVACAO_ESPECIAL';

/** A row of the list. */
export interface UsuarioResumo {
  readonly id: string;
  readonly nome: string;
  readonly email: string;
  readonly cpf: string | null;
  readonly tipo: UserType;
  readonly active: boolean;
  readonly ativacaoEspecial: boolean;
  readonly dealers: readonly { readonly id: string; readonly nomeExibicao: string }[];
  readonly acoesPermitidas: readonly AcaoUsuario[];
}

/** Spec 01 §3 "User", as the wizard edits it. */
export interface Usuario {
  readonly id: string;
  readonly nome: string;
  readonly email: string;
  readonly cpf: string | null;
  readonly telefones: readonly string[];
  readonly celulares: readonly string[];
  readonly tipo: UserType;
  readonly idioma: Idioma;
  readonly marcas: readonly UsuarioMarca[];
  readonly grupos: readonly UsuarioGrupo[];
  readonly dealers: readonly UsuarioDealer[];
  readonly produtos: readonly UsuarioProdutoPermissoes[];
  readonly active: boolean;
  /** EDITAR when the signed-in user may save this user (the API's rule, users.policy.ts). */
  readonly acoesPermitidas: readonly AcaoUsuario[];
}

export interface UsuarioFiltro {
  readonly busca?: string;
  readonly tipo?: UserType;
  readonly marcaId?: string;
  readonly grupoId?: string;
  readonly dealerId?: string;
  readonly active?: boolean;
  readonly page?: number;
  readonly rowsPerPage?: number;
  readonly sortBy?: string;
  readonly sortDirection?: SortDirection;
}

export const USUARIOS: TypedDocumentNode<
  { usuarios: { content: readonly UsuarioResumo[]; totalElements: number } },
  { filtro: UsuarioFiltro }
> = gql`
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
`;

/** The user search of "clone permissions": names only. */
export const USUARIOS_BUSCA: TypedDocumentNode<
  { usuarios: { content: readonly { id: string; nome: string; email: string }[]; totalElements: number } },
  { filtro: UsuarioFiltro }
> = gql`
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
`;

/**
 * A user's brands, dealer groups and dealers as the wizard shows them; the form's options
 * (usuarioDominio) have the same shape, so both documents share these fragments.
 */
const OPCOES = gql`
  fragment UsuarioMarcaOpcao on UsuarioMarca {
    id
    description
    active
  }
  fragment UsuarioGrupoOpcao on UsuarioGrupo {
    id
    nome
    active
  }
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
`;

export const USUARIO: TypedDocumentNode<{ usuario: Usuario }, { id: string }> = gql`
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
  ${OPCOES}
`;

export const USUARIO_PRODUTOS: TypedDocumentNode<
  { usuario: { id: string; nome: string; produtos: readonly UsuarioProdutoPermissoes[] } },
  { id: string }
> = gql`
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
`;

export interface UsuarioInfo {
  readonly dataAdmissao: string | null;
  readonly emailSuperior: string | null;
  readonly desligamento: { readonly id: string; readonly motivo: string } | null;
  readonly dataDesligamento: string | null;
}

export const INFO_USUARIO: TypedDocumentNode<{ infoUsuario: UsuarioInfo | null }, { usuarioId: string }> = gql`
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
`;

export interface CargoUsuario {
  readonly cargoId: string;
  readonly nome: string;
  readonly principal: boolean;
  readonly setor: { readonly id: string; readonly nome: string; readonly divisao: { readonly id: string; readonly nome: string } | null } | null;
  readonly dealer: { readonly id: string; readonly nomeExibicao: string } | null;
  readonly departamento: { readonly id: string; readonly nome: string } | null;
  readonly dataInicio: string | null;
}

/**
 * With usuarioId: the user's assignments; without: the catalog of active positions. No `id` in
 * the selection: it is the assignment's id in one answer and the position's in the other, so
 * Apollo must not merge the two under one cache key.
 */
export const CARGOS: TypedDocumentNode<{ cargos: readonly CargoUsuario[] }, { usuarioId?: string; principais?: boolean }> = gql`
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
`;

export interface UsuarioDominio {
  readonly marcas: readonly UsuarioMarca[];
  readonly grupos: readonly UsuarioGrupo[];
  readonly dealers: readonly UsuarioDealer[];
  readonly tiposUsuario: readonly { readonly id: UserType; readonly nome: string }[];
}

/** What the form and the list filters pick from; brands and groups narrow groups and dealers. */
export const USUARIO_DOMINIO: TypedDocumentNode<{ usuarioDominio: UsuarioDominio }, { marcas?: readonly string[]; grupos?: readonly string[] }> = gql`
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
  ${OPCOES}
`;

export interface UsuariosPortalProperties {
  readonly tiposUsuarioDocumentoObrigatorio: readonly UserType[];
  readonly tiposUsuarioInformarCargo: readonly UserType[];
  readonly tiposUsuarioInformarGestao: readonly UserType[];
  readonly informarDepartamentoCargo: boolean;
}

/** The form's data that does not depend on the choices made in it. */
export const USUARIO_FORM_DADOS: TypedDocumentNode<
  {
    usuariosPortalProperties: UsuariosPortalProperties;
    departamentosCargosUsuarios: readonly { id: string; nome: string; sigla: string | null }[];
    desligamentos: readonly { id: string; motivo: string }[];
  },
  Record<string, never>
> = gql`
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
`;

export interface UsuarioProduto {
  readonly id: string;
  readonly nome: string;
  readonly tiposAcesso: readonly { readonly id: string; readonly nome: string; readonly descricao: string; readonly funcionalidadesPadrao: readonly string[] }[];
  readonly funcionalidades: readonly {
    readonly id: string;
    readonly chave: string;
    readonly nome: string;
    readonly descricao: string;
    readonly tiposAcesso: readonly string[];
    readonly concedivel: boolean;
  }[];
}

export const PRODUTOS_BY_DEALERS_AND_TIPO: TypedDocumentNode<
  { produtosByDealersAndTipoUsuario: readonly UsuarioProduto[] },
  { idsDealer: readonly string[]; tipoUsuario: UserType }
> = gql`
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
`;

/** The holder of a CPF or e-mail; id and nome are null when the holder is beyond the caller's reach (still taken). */
export type UsuarioRef = { readonly id: string | null; readonly nome: string | null } | null;

export const USUARIO_BY_CPF: TypedDocumentNode<{ usuarioByCpf: UsuarioRef }, { cpf: string }> = gql`
  query UsuarioByCpf($cpf: String!) {
    usuarioByCpf(cpf: $cpf) {
      id
      nome
    }
  }
`;

export const USUARIO_BY_EMAIL: TypedDocumentNode<{ usuarioByEmail: UsuarioRef }, { email: string }> = gql`
  query UsuarioByEmail($email: String!) {
    usuarioByEmail(email: $email) {
      id
      nome
    }
  }
`;

/** A position assignment as the API takes it (spec 01 §3). */
export interface CargoInput {
  readonly cargoId: string | null;
  readonly dataInicio: string | null;
  readonly dealerId: string | null;
  readonly departamentoId: string | null;
}

export interface UsuarioInput {
  readonly id?: string;
  readonly nome: string;
  readonly email: string;
  readonly cpf: string | null;
  readonly telefones: readonly string[];
  readonly celulares: readonly string[];
  readonly tipo: UserType;
  readonly idioma: Idioma;
  readonly marcas: readonly string[];
  readonly grupos: readonly string[];
  readonly idsDealers: readonly string[];
  /** Absent: keep the stored permissions (the partial step-1 save). */
  readonly produtos?: readonly UsuarioProdutoPermissoes[];
}

export interface UsuarioInfoInput {
  readonly dataAdmissao: string | null;
  readonly emailSuperior: string | null;
  readonly dataDesligamento: string | null;
  readonly desligamentoId: string | null;
}

export const SALVAR_USUARIO: TypedDocumentNode<
  { salvarUsuario: { criado: boolean; usuario: { id: string; nome: string } } },
  { usuario: UsuarioInput; cargos: readonly CargoInput[]; infos: UsuarioInfoInput | null }
> = gql`
  mutation SalvarUsuario($usuario: UsuarioInput!, $cargos: [CargoUsuarioInput!], $infos: UsuarioInfoInput) {
    salvarUsuario(usuario: $usuario, cargos: $cargos, infos: $infos) {
      criado
      usuario {
        id
        nome
      }
    }
  }
`;

export const PODE_ADICIONAR_CARGO: TypedDocumentNode<
  { podeAdicionarCargo: boolean },
  { cargoAdicionadoInput: CargoInput; cargosInputs: readonly CargoInput[] }
> = gql`
  mutation PodeAdicionarCargo($cargoAdicionadoInput: CargoUsuarioInput!, $cargosInputs: [CargoUsuarioInput!]) {
    podeAdicionarCargo(cargoAdicionadoInput: $cargoAdicionadoInput, cargosInputs: $cargosInputs)
  }
`;

/** What the status actions answer: the fields the list shows (and the row's actions) change in the cache. */
type StatusResult = { id: string; active: boolean; ativacaoEspecial: boolean; acoesPermitidas: readonly AcaoUsuario[] };

export const ATIVAR_USUARIO: TypedDocumentNode<{ ativarUsuario: StatusResult }, { id: string }> = gql`
  mutation AtivarUsuario($id: ID!) {
    ativarUsuario(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`;

export const INATIVAR_USUARIO: TypedDocumentNode<{ inativarUsuario: StatusResult }, { id: string }> = gql`
  mutation InativarUsuario($id: ID!) {
    inativarUsuario(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`;

export const LIBERAR_ATIVACAO_ESPECIAL: TypedDocumentNode<{ liberarAtivacaoEspecial: StatusResult }, { id: string }> = gql`
  mutation LiberarAtivacaoEspecial($id: ID!) {
    liberarAtivacaoEspecial(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`;

export const REMOVER_ATIVACAO_ESPECIAL: TypedDocumentNode<{ removerAtivacaoEspecial: StatusResult }, { id: string }> = gql`
  mutation RemoverAtivacaoEspecial($id: ID!) {
    removerAtivacaoEspecial(id: $id) {
      id
      active
      ativacaoEspecial
      acoesPermitidas
    }
  }
`;
