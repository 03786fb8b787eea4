import { graphql } from '../../generated';
import type {
  GrupoUsuariosFieldsFragment,
  GruposAtivosQuery,
  UsuariosByNomeOrEmailStartingWithQuery,
} from '../../generated/graphql';

// Documents of the user-groups screens (apps/server/src/modules/user-groups/user-groups.graphql).
// Their result and variable types are generated from the schema (codegen.ts → src/generated);
// `npm run codegen` after a change.

/** A group as the form reads it, every criterion included. */
export type GrupoUsuarios = GrupoUsuariosFieldsFragment;
/** A row of the list: the columns of spec 02 §2 (the API limits query depth, so no criteria). */
export type { GrupoUsuariosRowFragment as GrupoUsuariosRow, GrupoUsuariosInput } from '../../generated/graphql';
export type Pessoa = UsuariosByNomeOrEmailStartingWithQuery['usuariosByNomeOrEmailStartingWith'][number];
/** Spec 02 §3 "Active group": what the group selectors of other areas list. */
export type GrupoAtivo = GruposAtivosQuery['gruposAtivos'][number];

/** Every field of a group: the form's read and the save's answer. */
export const GRUPO_FIELDS = graphql(`
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
`);

/** The list's columns: the list, activation and inactivation answer them. */
export const GRUPO_ROW = graphql(`
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
`);

export const GRUPOS_USUARIOS = graphql(`
  query GruposUsuarios($filtro: GrupoUsuariosFiltro) {
    gruposUsuarios(filtro: $filtro) {
      content {
        ...GrupoUsuariosRow
      }
      totalElements
    }
  }
`);

export const GRUPO_USUARIOS = graphql(`
  query GrupoUsuarios($id: ID!) {
    grupoUsuarios(id: $id) {
      ...GrupoUsuariosFields
    }
  }
`);

export const GRUPO_USUARIOS_BY_NOME = graphql(`
  query GrupoUsuariosByNome($nome: String!) {
    grupoUsuariosByNome(nome: $nome) {
      id
      nome
    }
  }
`);

export const SALVAR_GRUPO_USUARIOS = graphql(`
  mutation SalvarGrupoUsuarios($grupoUsuarios: GrupoUsuariosInput!) {
    salvarGrupoUsuarios(grupoUsuarios: $grupoUsuarios) {
      ...GrupoUsuariosFields
    }
  }
`);

/** Confirms a preview of a member import (the preview is the REST upload's answer, import-members.ts). */
export const IMPORTAR_GRUPO_USUARIOS = graphql(`
  mutation ImportarGrupoUsuarios($importacaoId: ID!) {
    importarGrupoUsuarios(importacaoId: $importacaoId) {
      adicionados
      grupo {
        ...GrupoUsuariosFields
      }
    }
  }
`);

export const ATIVAR_GRUPO_USUARIOS = graphql(`
  mutation AtivarGrupoUsuarios($id: ID!) {
    ativarGrupoUsuarios(id: $id) {
      ...GrupoUsuariosRow
    }
  }
`);

export const INATIVAR_GRUPO_USUARIOS = graphql(`
  mutation InativarGrupoUsuarios($id: ID!) {
    inativarGrupoUsuarios(id: $id) {
      ...GrupoUsuariosRow
    }
  }
`);

export const USUARIOS_BY_GRUPOS_USUARIOS_PAGED = graphql(`
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
`);

export const USUARIOS_BY_NOME_OR_EMAIL = graphql(`
  query UsuariosByNomeOrEmailStartingWith($texto: String!) {
    usuariosByNomeOrEmailStartingWith(texto: $texto) {
      id
      nome
      email
    }
  }
`);

/**
 * The root fields holding lists of groups (this area's list, the selectors of other areas): a save
 * evicts them, so every screen showing one asks the server again (spec 02 §4 "lists refetched").
 */
export const GROUP_LIST_FIELDS = ['gruposUsuarios', 'gruposAtivos', 'gruposUsuariosAtivos'] as const;

/**
 * The signed-in user as the form needs it (spec 02 §3 "Logged-in user"): own type, brands and
 * features. Asked here, cache-first, so this feature imports nothing from the shell.
 */
export const USUARIO_LOGADO_GRUPOS = graphql(`
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
`);

/**
 * Dealer groups, user-type names, the products (with their access types) offered to the caller,
 * and the active dealers of the chosen brands (none without brands, as usuarioDominio answers).
 */
export const OPCOES_DOMINIO = graphql(`
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
`);

/**
 * The active positions (no usuarioId: the catalogue), each with its sector. No `id` in the
 * selection, as the users feature does: cargos answers assignments under the same type.
 */
export const CARGOS_CATALOGO = graphql(`
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
`);

/** The active groups of the selectors (spec 02 §3); a favourite toggle answers one of them. */
export const GRUPOS_ATIVOS = graphql(`
  query GruposAtivos {
    gruposAtivos {
      id
      nome
      publico
      favorito
    }
  }
`);

export const ATUALIZAR_GRUPO_FAVORITO = graphql(`
  mutation AtualizarGrupoFavorito($id: ID!) {
    atualizarGrupoFavorito(id: $id) {
      id
      nome
      publico
      favorito
    }
  }
`);
