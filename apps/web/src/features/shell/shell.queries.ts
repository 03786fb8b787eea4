import { graphql } from '../../generated';
import type { MenuUsuarioLogadoQuery, UsuarioLogadoQuery } from '../../generated/graphql';

// Documents of apps/server/src/modules/shell/shell.graphql. Their result and variable types
// are generated from the schema (codegen.ts → src/generated); `npm run codegen` after a change.

/** The signed-in user as the shell reads it (usuarioLogado). */
export type UsuarioLogado = UsuarioLogadoQuery['usuarioLogado'];
export type Marca = UsuarioLogado['marcas'][number];
/** The top bar and menu (menuUsuarioLogado); menus is the JSON text of MenuItem[]. */
export type MenuUsuarioLogado = MenuUsuarioLogadoQuery['menuUsuarioLogado'];

// Not `gruposUsuarios`: resolving the groups a user belongs to is the audience query run backwards
// (~40 ms at 20 connections on the network data set), and no screen reads it at start; an area
// that needs it asks for it.
export const USUARIO_LOGADO = graphql(`
  query UsuarioLogado {
    usuarioLogado {
      id
      nome
      email
      avatarLink
      marcas {
        id
        description
        facebookId
        palette
      }
      tipo {
        id
      }
      tiposUsuarios {
        id
      }
      idioma {
        id
      }
      funcionalidades {
        id
        chave
      }
      dadosComplementares {
        id
        descricao
        ordem
        urlBase
        tipo
        funcionalidades {
          id
          chave
        }
      }
    }
  }
`);

export const MENU_USUARIO_LOGADO = graphql(`
  query MenuUsuarioLogado {
    menuUsuarioLogado {
      title
      theme
      productName
      currentProduct
      linkHelpTec
      linkPortal
      linkAcademia
      brandImageUrl
      showMyAccount
      showOnboarding
      locales {
        id
        description
      }
      menus
    }
  }
`);

export const MUDAR_LINGUA_USUARIO = graphql(`
  mutation MudarLinguaUsuario($id: ID!, $idioma: Idioma!) {
    mudarLinguaUsuario(id: $id, idioma: $idioma) {
      id
      nome
      idioma
    }
  }
`);
