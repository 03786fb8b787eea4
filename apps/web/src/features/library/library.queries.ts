import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PermissaoAcessoPasta } from '@portal/domain';

/**
 * The GraphQL documents of the library screens (apps/server/src/modules/library/library.graphql),
 * typed by hand until graphql-codegen is added. The dialogs (./dialogs) import `LibraryItem` and
 * `ITEM_BIBLIOTECA_FIELDS` from here.
 */

export interface ItemBibliotecaRef {
  readonly id: string;
  readonly nome: string;
}

/** One library item (folder or file): every field of the SDL type `ItemBiblioteca`. */
export interface LibraryItem {
  readonly __typename?: 'ItemBiblioteca';
  readonly id: string;
  readonly nome: string;
  readonly pasta: boolean;
  readonly pastaPai: ItemBibliotecaRef | null;
  readonly proprietario: { readonly id: string; readonly nome: string; readonly email: string };
  /** The signed-in user's effective level on the item (one entry). */
  readonly permissoesAcessoUsuarioLogado: readonly { readonly id: PermissaoAcessoPasta; readonly description: string }[];
  /** Grants on the folder itself (not inherited). */
  readonly permissoes: readonly {
    readonly id: string;
    readonly grupoUsuarios: GrupoConcedido;
    readonly permissaoAcessoPasta: { readonly id: PermissaoAcessoPasta };
  }[];
  readonly ultimaModificacao: string;
  readonly dataCriacao: string;
  readonly arquivo: { readonly id: string; readonly nome: string; readonly tamanho: number } | null;
  /** Short-lived signed link (inline for images); null for folders. */
  readonly arquivoLink: string | null;
  /** Null for folders and until the thumbnail job ran. */
  readonly arquivoMiniaturaLink: string | null;
  readonly arquivoImagem: boolean;
  /** From the root down to the item itself. */
  readonly breadcrumb: readonly ItemBibliotecaRef[];
}

/**
 * The group of a grant. Another user's private group keeps its grant but is theirs: no name,
 * visivel false (shown as "a private group of another user", kept as it is by a save).
 */
export interface GrupoConcedido {
  readonly id: string;
  readonly nome: string | null;
  readonly visivel: boolean;
}

export const ITEM_BIBLIOTECA_FIELDS = gql`
  fragment ItemBibliotecaFields on ItemBiblioteca {
    id
    nome
    pasta
    pastaPai {
      id
      nome
    }
    proprietario {
      id
      nome
      email
    }
    permissoesAcessoUsuarioLogado {
      id
      description
    }
    permissoes {
      id
      grupoUsuarios {
        id
        nome
        visivel
      }
      permissaoAcessoPasta {
        id
      }
    }
    ultimaModificacao
    dataCriacao
    arquivo {
      id
      nome
      tamanho
    }
    arquivoLink
    arquivoMiniaturaLink
    arquivoImagem
    breadcrumb {
      id
      nome
    }
  }
`;

/** The folder of /biblioteca/:idPasta (title and breadcrumb); skipped at the root. */
export const PASTA: TypedDocumentNode<{ pasta: LibraryItem }, { idPasta: string }> = gql`
  query Pasta($idPasta: ID!) {
    pasta(idPasta: $idPasta) {
      ...ItemBibliotecaFields
    }
  }
  ${ITEM_BIBLIOTECA_FIELDS}
`;

/** The readable children of a folder (null = the root folders). */
export const ITEMS_POR_PASTA: TypedDocumentNode<{ itemsPorPasta: readonly LibraryItem[] }, { idPastaPai: string | null }> = gql`
  query ItemsPorPasta($idPastaPai: ID) {
    itemsPorPasta(idPastaPai: $idPastaPai) {
      ...ItemBibliotecaFields
    }
  }
  ${ITEM_BIBLIOTECA_FIELDS}
`;

/** The most recently modified readable files (root page). */
export const ULTIMOS_MODIFICADOS: TypedDocumentNode<{ ultimosModificados: readonly LibraryItem[] }, Record<string, never>> = gql`
  query UltimosModificados {
    ultimosModificados {
      ...ItemBibliotecaFields
    }
  }
  ${ITEM_BIBLIOTECA_FIELDS}
`;

export interface BuscaBibliotecaFiltro {
  readonly busca: string;
  readonly page: number;
  readonly rowsPerPage: number;
}

/** The search results, paged by the server. */
export const BUSCA_BIBLIOTECA_PAGED: TypedDocumentNode<
  { buscaBibliotecaPaged: { content: readonly LibraryItem[]; totalElements: number } },
  { filterInput: BuscaBibliotecaFiltro }
> = gql`
  query BuscaBibliotecaPaged($filterInput: BuscaBibliotecaFiltro!) {
    buscaBibliotecaPaged(filterInput: $filterInput) {
      content {
        ...ItemBibliotecaFields
      }
      totalElements
    }
  }
  ${ITEM_BIBLIOTECA_FIELDS}
`;

/** A signed attachment link of a library file; the server records the download. */
export const GERAR_LINK_DOWNLOAD: TypedDocumentNode<{ gerarLinkDownloadByItemBiblioteca: string }, { id: string }> = gql`
  mutation GerarLinkDownloadByItemBiblioteca($id: ID!) {
    gerarLinkDownloadByItemBiblioteca(id: $id)
  }
`;

