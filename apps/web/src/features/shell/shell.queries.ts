import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Idioma, UserType } from '@portal/domain';

// Documents of apps/server/src/modules/shell/shell.graphql, typed by hand until the web gets
// graphql-codegen's client preset.

export interface Marca {
  readonly id: string;
  readonly description: string;
  readonly facebookId: string | null;
  readonly palette: string;
}

export interface DadoComplementar {
  readonly id: string;
  readonly descricao: string;
  readonly ordem: number;
  readonly urlBase: string | null;
  readonly tipo: string;
  readonly funcionalidades: readonly { readonly id: string; readonly chave: string }[];
}

export interface UsuarioLogado {
  readonly id: string;
  readonly nome: string;
  readonly email: string;
  readonly avatarLink: string | null;
  readonly marcas: readonly Marca[];
  readonly tipo: { readonly id: UserType };
  readonly tiposUsuarios: readonly { readonly id: UserType }[];
  readonly idioma: { readonly id: Idioma };
  readonly funcionalidades: readonly { readonly id: string; readonly chave: string }[];
  readonly gruposUsuarios: readonly { readonly id: string; readonly nome: string }[];
  readonly dadosComplementares: readonly DadoComplementar[];
}

export const USUARIO_LOGADO: TypedDocumentNode<{ usuarioLogado: UsuarioLogado }, Record<string, never>> = gql`
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
      gruposUsuarios {
        id
        nome
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
`;

export interface MenuUsuarioLogado {
  readonly title: string;
  readonly theme: string;
  readonly productName: string;
  readonly currentProduct: string;
  readonly linkHelpTec: string | null;
  readonly linkPortal: string;
  readonly linkAcademia: string | null;
  readonly brandImageUrl: string | null;
  readonly showMyAccount: boolean;
  readonly showOnboarding: boolean;
  readonly locales: readonly { readonly id: Idioma; readonly description: string }[];
  /** JSON text of MenuItem[]. */
  readonly menus: string;
}

export const MENU_USUARIO_LOGADO: TypedDocumentNode<{ menuUsuarioLogado: MenuUsuarioLogado }, Record<string, never>> = gql`
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
`;

export const MUDAR_LINGUA_USUARIO: TypedDocumentNode<
  { mudarLinguaUsuario: { id: string; nome: string; idioma: Idioma } },
  { id: string; idioma: Idioma }
> = gql`
  mutation MudarLinguaUsuario($id: ID!, $idioma: Idioma!) {
    mudarLinguaUsuario(id: $id, idioma: $idioma) {
      id
      nome
      idioma
    }
  }
`;
