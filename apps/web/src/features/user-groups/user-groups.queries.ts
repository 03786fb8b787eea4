import { gql, type TypedDocumentNode } from '@apollo/client';
import type { UserType } from '@portal/domain';

/**
 * The GraphQL documents of the user-groups screens (apps/server/src/modules/user-groups/
 * user-groups.graphql), typed by hand until graphql-codegen is added.
 */

export interface IdNome {
  readonly id: string;
  readonly nome: string;
}

export interface Pessoa extends IdNome {
  readonly email: string;
}

export interface GrupoUsuarios {
  readonly id: string;
  readonly nome: string;
  readonly active: boolean;
  readonly publico: boolean;
  /** The signed-in user's own mark (spec 02 §4), toggled from the list. */
  readonly favorito: boolean;
  readonly tipo: string;
  readonly possuiPerfil: boolean;
  readonly marcas: readonly { readonly id: string; readonly description: string }[];
  readonly tiposUsuarios: readonly { readonly id: UserType }[];
  readonly todosDealers: boolean;
  readonly dealers: readonly { readonly id: string; readonly nomeExibicao: string }[];
  readonly tiposAcesso: readonly { readonly id: string; readonly nome: string; readonly produto: { readonly id: string; readonly description: string } }[];
  readonly possuiCargos: boolean;
  readonly cargos: readonly IdNome[];
  readonly possuiSetores: boolean;
  readonly setores: readonly IdNome[];
  readonly possuiGrupos: boolean;
  readonly grupos: readonly IdNome[];
  readonly possuiUsuariosManuais: boolean;
  readonly usuariosManuais: readonly Pessoa[];
}

const GRUPO_FIELDS = gql`
  fragment GrupoUsuariosFields on GrupoUsuarios {
    id
    nome
    active
    publico
    favorito
    tipo
    possuiPerfil
    marcas {
      id
      description
    }
    tiposUsuarios {
      id
    }
    todosDealers
    dealers {
      id
      nomeExibicao
    }
    tiposAcesso {
      id
      nome
      produto {
        id
        description
      }
    }
    possuiCargos
    cargos {
      id
      nome
    }
    possuiSetores
    setores {
      id
      nome
    }
    possuiGrupos
    grupos {
      id
      nome
    }
    possuiUsuariosManuais
    usuariosManuais {
      id
      nome
      email
    }
  }
`;

/** A row of the list: the columns of spec 02 §2 (the API limits query depth, so no criteria). */
export type GrupoUsuariosRow = Pick<GrupoUsuarios, 'id' | 'nome' | 'active' | 'publico' | 'favorito' | 'tipo' | 'possuiPerfil' | 'possuiUsuariosManuais' | 'marcas' | 'tiposUsuarios'>;

const GRUPO_ROW = gql`
  fragment GrupoUsuariosRow on GrupoUsuarios {
    id
    nome
    active
    publico
    favorito
    tipo
    possuiPerfil
    possuiUsuariosManuais
    marcas {
      id
      description
    }
    tiposUsuarios {
      id
    }
  }
`;

export interface GrupoUsuariosFiltro {
  readonly busca: string | null;
  readonly active: boolean | null;
  readonly page: number;
  readonly rowsPerPage: number;
}

export const GRUPOS_USUARIOS: TypedDocumentNode<
  { gruposUsuarios: { content: readonly GrupoUsuariosRow[]; totalElements: number } },
  { filtro: GrupoUsuariosFiltro }
> = gql`
  query GruposUsuarios($filtro: GrupoUsuariosFiltro) {
    gruposUsuarios(filtro: $filtro) {
      content {
        ...GrupoUsuariosRow
      }
      totalElements
    }
  }
  ${GRUPO_ROW}
`;

export const GRUPO_USUARIOS: TypedDocumentNode<{ grupoUsuarios: GrupoUsuarios }, { id: string }> = gql`
  query GrupoUsuarios($id: ID!) {
    grupoUsuarios(id: $id) {
      ...GrupoUsuariosFields
    }
  }
  ${GRUPO_FIELDS}
`;

export const GRUPO_USUARIOS_BY_NOME: TypedDocumentNode<{ grupoUsuariosByNome: { id: string | null; nome: string } | null }, { nome: string }> = gql`
  query GrupoUsuariosByNome($nome: String!) {
    grupoUsuariosByNome(nome: $nome) {
      id
      nome
    }
  }
`;

/** What salvarGrupoUsuarios and the preview's unsaved criteria take. */
export interface GrupoUsuariosInput {
  readonly id?: string | null;
  readonly nome: string;
  readonly publico?: boolean;
  readonly possuiPerfil: boolean;
  readonly marcas: readonly string[];
  readonly tiposUsuarios: readonly string[];
  readonly todosDealers: boolean;
  readonly dealers: readonly string[];
  readonly tiposAcesso: readonly string[];
  readonly possuiCargos: boolean;
  readonly cargos: readonly string[];
  readonly possuiSetores: boolean;
  readonly setores: readonly string[];
  readonly possuiGrupos: boolean;
  readonly grupos: readonly string[];
  readonly possuiUsuariosManuais: boolean;
  readonly usuariosManuais: readonly string[];
}

export const SALVAR_GRUPO_USUARIOS: TypedDocumentNode<{ salvarGrupoUsuarios: GrupoUsuarios }, { grupoUsuarios: GrupoUsuariosInput }> = gql`
  mutation SalvarGrupoUsuarios($grupoUsuarios: GrupoUsuariosInput!) {
    salvarGrupoUsuarios(grupoUsuarios: $grupoUsuarios) {
      ...GrupoUsuariosFields
    }
  }
  ${GRUPO_FIELDS}
`;

export const ATIVAR_GRUPO_USUARIOS: TypedDocumentNode<{ ativarGrupoUsuarios: GrupoUsuariosRow }, { id: string }> = gql`
  mutation AtivarGrupoUsuarios($id: ID!) {
    ativarGrupoUsuarios(id: $id) {
      ...GrupoUsuariosRow
    }
  }
  ${GRUPO_ROW}
`;

export const INATIVAR_GRUPO_USUARIOS: TypedDocumentNode<{ inativarGrupoUsuarios: GrupoUsuariosRow }, { id: string }> = gql`
  mutation InativarGrupoUsuarios($id: ID!) {
    inativarGrupoUsuarios(id: $id) {
      ...GrupoUsuariosRow
    }
  }
  ${GRUPO_ROW}
`;

export interface UsuariosGruposFiltro {
  readonly grupos?: readonly string[];
  readonly grupo?: GrupoUsuariosInput;
  readonly busca: string | null;
  readonly page: number;
  readonly rowsPerPage: number;
}

export const USUARIOS_BY_GRUPOS_USUARIOS_PAGED: TypedDocumentNode<
  { usuariosByGruposUsuariosPaged: { content: readonly Pessoa[]; totalElements: number } },
  { filterInput: UsuariosGruposFiltro }
> = gql`
  query UsuariosByGruposUsuariosPaged($filterInput: UsuariosGruposFiltro!) {
    usuariosByGruposUsuariosPaged(filterInput: $filterInput) {
      content {
        id
        nome
        email
      }
      totalElements
    }
  }
`;

export const USUARIOS_BY_NOME_OR_EMAIL: TypedDocumentNode<{ usuariosByNomeOrEmailStartingWith: readonly Pessoa[] }, { texto: string }> = gql`
  query UsuariosByNomeOrEmailStartingWith($texto: String!) {
    usuariosByNomeOrEmailStartingWith(texto: $texto) {
      id
      nome
      email
    }
  }
`;

/**
 * The root fields holding lists of groups (this area's list, the selectors of other areas): a save
 * evicts them, so every screen showing one asks the server again (spec 02 §4 "lists refetched").
 */
export const GROUP_LIST_FIELDS = ['gruposUsuarios', 'gruposAtivos', 'gruposUsuariosAtivos'] as const;

/**
 * The signed-in user as the form needs it (spec 02 §3 "Logged-in user"): own type, brands and
 * features. Asked here, cache-first, so this feature imports nothing from the shell.
 */
export interface UsuarioLogadoGrupos {
  readonly id: string;
  readonly tipo: { readonly id: UserType };
  readonly marcas: readonly { readonly id: string; readonly description: string }[];
  readonly funcionalidades: readonly { readonly id: string; readonly chave: string }[];
}

export const USUARIO_LOGADO_GRUPOS: TypedDocumentNode<{ usuarioLogado: UsuarioLogadoGrupos }, Record<string, never>> = gql`
  query UsuarioLogadoGrupos {
    usuarioLogado {
      id
      tipo {
        id
      }
      marcas {
        id
        description
      }
      funcionalidades {
        id
        chave
      }
    }
  }
`;

export interface OpcoesDominio {
  readonly grupos: readonly { readonly id: string; readonly nome: string; readonly active: boolean }[];
  readonly dealers: readonly { readonly id: string; readonly nomeExibicao: string; readonly active: boolean }[];
  readonly tiposUsuario: readonly { readonly id: UserType; readonly nome: string }[];
  readonly produtos: readonly { readonly id: string; readonly nome: string; readonly tiposAcesso: readonly IdNome[] }[];
}

/**
 * Dealer groups, user-type names, the products (with their access types) offered to the caller,
 * and the active dealers of the chosen brands (none without brands, as usuarioDominio answers).
 */
export const OPCOES_DOMINIO: TypedDocumentNode<{ usuarioDominio: OpcoesDominio }, { marcas: readonly string[] }> = gql`
  query GrupoUsuariosOpcoes($marcas: [ID!]) {
    usuarioDominio(marcas: $marcas) {
      grupos {
        id
        nome
        active
      }
      dealers {
        id
        nomeExibicao
        active
      }
      tiposUsuario {
        id
        nome
      }
      produtos {
        id
        nome
        tiposAcesso {
          id
          nome
        }
      }
    }
  }
`;

/**
 * The active positions (no usuarioId: the catalogue), each with its sector. No `id` in the
 * selection, as the users feature does: cargos answers assignments under the same type.
 */
export const CARGOS_CATALOGO: TypedDocumentNode<
  { cargos: readonly { cargoId: string; nome: string; setor: IdNome | null }[] },
  Record<string, never>
> = gql`
  query GrupoUsuariosCargos {
    cargos {
      cargoId
      nome
      setor {
        id
        nome
      }
    }
  }
`;
