import { graphql } from '../../../generated';
import type {
  DownloadsPastaQuery,
  GruposAtivosBibliotecaQuery,
  PastasComPermissaoEscritaQuery,
  PermissoesEfetivasPastaQuery,
} from '../../../generated/graphql';

// Documents of the library dialogs (apps/server/src/modules/library/library.graphql), typed from
// the schema (codegen.ts → src/generated); `npm run codegen` after a change. The item mutations
// answer `ItemBibliotecaFields` (../library.queries.ts).

/** A folder the signed-in user may write to (upload target, move destination, parent location). */
export type PastaEscrita = PastasComPermissaoEscritaQuery['pastasComPermissaoEscrita'][number];
/** Spec 02 §3 "Active group": what the folder form's group selectors list. */
export type GrupoAtivo = GruposAtivosBibliotecaQuery['gruposAtivos'][number];
/** Why a group can read or write a folder. */
export type PermissaoEfetiva = PermissoesEfetivasPastaQuery['permissoesEfetivasPasta']['permissoes'][number];
export type DownloadBiblioteca = DownloadsPastaQuery['downloadsPasta']['content'][number];
export type { NovaPastaInput, NovasPermissoesInput, TipoAcessoPastaInput, UploadArquivoInput } from '../../../generated/graphql';

/** At most 50 writable folders, by path; busca filters by name. */
export const PASTAS_COM_PERMISSAO_ESCRITA = graphql(`
  query PastasComPermissaoEscrita($busca: String) {
    pastasComPermissaoEscrita(busca: $busca) {
      id
      nome
      caminho
      idsCaminho
    }
  }
`);

/** The active groups visible to the caller, favourites first (the same root field the groups area uses). */
export const GRUPOS_ATIVOS_BIBLIOTECA = graphql(`
  query GruposAtivosBiblioteca {
    gruposAtivos {
      id
      nome
      publico
      favorito
    }
  }
`);

export const CRIAR_NOVA_PASTA = graphql(`
  mutation CriarNovaPasta($novaPasta: NovaPastaInput!) {
    criarNovaPasta(novaPasta: $novaPasta) {
      ...ItemBibliotecaFields
    }
  }
`);

export const CONCEDER_ACESSO = graphql(`
  mutation ConcederAcesso($novasPermissoes: NovasPermissoesInput!) {
    concederAcesso(novasPermissoes: $novasPermissoes) {
      ...ItemBibliotecaFields
    }
  }
`);

export const UPLOAD_ARQUIVOS = graphql(`
  mutation UploadArquivos($arquivos: [UploadArquivoInput!]!) {
    uploadArquivos(arquivos: $arquivos) {
      id
      nome
    }
  }
`);

export const EXCLUIR_ITEM_BIBLIOTECA = graphql(`
  mutation ExcluirItemBiblioteca($idItem: ID!) {
    excluirItemBiblioteca(idItem: $idItem)
  }
`);

export const RENOMEAR_ITEM_BIBLIOTECA = graphql(`
  mutation RenomearItemBiblioteca($idItemBiblioteca: ID!, $novoNome: String!) {
    renomearItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, novoNome: $novoNome) {
      id
      nome
      ultimaModificacao
    }
  }
`);

export const MOVER_ITEM_BIBLIOTECA = graphql(`
  mutation MoverItemBiblioteca($idItemBiblioteca: ID!, $idNovaLocalizacao: ID) {
    moverItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, idNovaLocalizacao: $idNovaLocalizacao) {
      id
      nome
      pastaPai {
        id
        nome
      }
    }
  }
`);

export const PERMISSOES_EFETIVAS_PASTA = graphql(`
  query PermissoesEfetivasPasta($idPasta: ID!) {
    permissoesEfetivasPasta(idPasta: $idPasta) {
      pasta {
        id
        nome
      }
      permissoes {
        grupoUsuarios {
          id
          nome
          visivel
        }
        permissao
        origem {
          id
          nome
        }
        herdada
        totalUsuarios
      }
      totalLeitura
      totalEscrita
      totalGestores
    }
  }
`);

export const DOWNLOADS_PASTA = graphql(`
  query DownloadsPasta($filtro: DownloadsPastaFiltro!) {
    downloadsPasta(filtro: $filtro) {
      content {
        id
        item {
          id
          nome
        }
        usuario {
          id
          nome
          email
        }
        em
      }
      totalElements
    }
  }
`);
