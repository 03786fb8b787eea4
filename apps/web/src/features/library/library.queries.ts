import { graphql } from '../../generated';
import type { ItemBibliotecaFieldsFragment } from '../../generated/graphql';

// Documents of the library screens (apps/server/src/modules/library/library.graphql). Their result
// and variable types are generated from the schema (codegen.ts → src/generated); `npm run codegen`
// after a change. The dialogs (./dialogs) spread `ItemBibliotecaFields` and use `LibraryItem`.

/** One library item (folder or file): every field of the SDL type `ItemBiblioteca`. */
export type LibraryItem = ItemBibliotecaFieldsFragment;
export type ItemBibliotecaRef = LibraryItem['breadcrumb'][number];
/**
 * The group of a grant. Another user's private group keeps its grant but is theirs: no name,
 * visivel false (shown as "a private group of another user", kept as it is by a save).
 */
export type GrupoConcedido = LibraryItem['permissoes'][number]['grupoUsuarios'];
export type { BuscaBibliotecaFiltro } from '../../generated/graphql';

export const ITEM_BIBLIOTECA_FIELDS = graphql(`
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
`);

/** The folder of /biblioteca/:idPasta (title and breadcrumb); skipped at the root. */
export const PASTA = graphql(`
  query Pasta($idPasta: ID!) {
    pasta(idPasta: $idPasta) {
      ...ItemBibliotecaFields
    }
  }
`);

/** The readable children of a folder (null = the root folders). */
export const ITEMS_POR_PASTA = graphql(`
  query ItemsPorPasta($idPastaPai: ID) {
    itemsPorPasta(idPastaPai: $idPastaPai) {
      ...ItemBibliotecaFields
    }
  }
`);

/** The most recently modified readable files (root page). */
export const ULTIMOS_MODIFICADOS = graphql(`
  query UltimosModificados {
    ultimosModificados {
      ...ItemBibliotecaFields
    }
  }
`);

/** The search results, paged by the server. */
export const BUSCA_BIBLIOTECA_PAGED = graphql(`
  query BuscaBibliotecaPaged($filterInput: BuscaBibliotecaFiltro!) {
    buscaBibliotecaPaged(filterInput: $filterInput) {
      content {
        ...ItemBibliotecaFields
      }
      totalElements
    }
  }
`);

/** A signed attachment link of a library file; the server records the download. */
export const GERAR_LINK_DOWNLOAD = graphql(`
  mutation GerarLinkDownloadByItemBiblioteca($id: ID!) {
    gerarLinkDownloadByItemBiblioteca(id: $id)
  }
`);

