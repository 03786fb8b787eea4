import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PermissaoAcessoPasta } from '@portal/domain';
import { ITEM_BIBLIOTECA_FIELDS, type GrupoConcedido, type ItemBibliotecaRef, type LibraryItem } from '../library.queries';

/**
 * The GraphQL documents of the library dialogs (apps/server/src/modules/library/library.graphql),
 * typed by hand until graphql-codegen is added.
 */

/** A folder the signed-in user may write to (upload target, move destination, parent location). */
export interface PastaEscrita {
  readonly id: string;
  readonly nome: string;
  /** Names from the root down to the folder itself, ' / '-joined. */
  readonly caminho: string;
  /** Ids from the root down to the folder itself. */
  readonly idsCaminho: readonly string[];
}

/** At most 50 writable folders, by path; busca filters by name. */
export const PASTAS_COM_PERMISSAO_ESCRITA: TypedDocumentNode<{ pastasComPermissaoEscrita: readonly PastaEscrita[] }, { busca: string | null }> = gql`
  query PastasComPermissaoEscrita($busca: String) {
    pastasComPermissaoEscrita(busca: $busca) {
      id
      nome
      caminho
      idsCaminho
    }
  }
`;

/** Spec 02 §3 "Active group": what the folder form's group selectors list. */
export interface GrupoAtivo {
  readonly id: string;
  readonly nome: string;
  readonly publico: boolean;
  readonly favorito: boolean;
}

/** The active groups visible to the caller, favourites first (the same root field the groups area uses). */
export const GRUPOS_ATIVOS_BIBLIOTECA: TypedDocumentNode<{ gruposAtivos: readonly GrupoAtivo[] }, Record<string, never>> = gql`
  query GruposAtivosBiblioteca {
    gruposAtivos {
      id
      nome
      publico
      favorito
    }
  }
`;

export interface TipoAcessoPastaInput {
  readonly idGrupoAcesso: string;
  readonly permissao: PermissaoAcessoPasta;
}

/** Spec 02 §3 "New folder" / "Folder form" as the API takes it; idPai null = the root. */
export interface NovaPastaInput {
  readonly nome: string;
  readonly idPai: string | null;
  readonly idsGrupoAcesso: readonly string[];
  readonly tiposAcesso: readonly TipoAcessoPastaInput[];
}

export interface NovasPermissoesInput {
  readonly idPasta: string;
  readonly idsGrupoAcesso: readonly string[];
  readonly tiposAcesso: readonly TipoAcessoPastaInput[];
}

export const CRIAR_NOVA_PASTA: TypedDocumentNode<{ criarNovaPasta: LibraryItem }, { novaPasta: NovaPastaInput }> = gql`
  mutation CriarNovaPasta($novaPasta: NovaPastaInput!) {
    criarNovaPasta(novaPasta: $novaPasta) {
      ...ItemBibliotecaFields
    }
  }
  ${ITEM_BIBLIOTECA_FIELDS}
`;

export const CONCEDER_ACESSO: TypedDocumentNode<{ concederAcesso: LibraryItem }, { novasPermissoes: NovasPermissoesInput }> = gql`
  mutation ConcederAcesso($novasPermissoes: NovasPermissoesInput!) {
    concederAcesso(novasPermissoes: $novasPermissoes) {
      ...ItemBibliotecaFields
    }
  }
  ${ITEM_BIBLIOTECA_FIELDS}
`;

/** Spec 02 §3 "Upload input per file". */
export interface UploadArquivoInput {
  readonly idArquivo: string;
  readonly nome: string;
  readonly idPastaPai: string;
}

export const UPLOAD_ARQUIVOS: TypedDocumentNode<{ uploadArquivos: readonly { id: string; nome: string }[] }, { arquivos: readonly UploadArquivoInput[] }> = gql`
  mutation UploadArquivos($arquivos: [UploadArquivoInput!]!) {
    uploadArquivos(arquivos: $arquivos) {
      id
      nome
    }
  }
`;

export const EXCLUIR_ITEM_BIBLIOTECA: TypedDocumentNode<{ excluirItemBiblioteca: boolean }, { idItem: string }> = gql`
  mutation ExcluirItemBiblioteca($idItem: ID!) {
    excluirItemBiblioteca(idItem: $idItem)
  }
`;

export const RENOMEAR_ITEM_BIBLIOTECA: TypedDocumentNode<
  { renomearItemBiblioteca: { id: string; nome: string; ultimaModificacao: string } },
  { idItemBiblioteca: string; novoNome: string }
> = gql`
  mutation RenomearItemBiblioteca($idItemBiblioteca: ID!, $novoNome: String!) {
    renomearItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, novoNome: $novoNome) {
      id
      nome
      ultimaModificacao
    }
  }
`;

export const MOVER_ITEM_BIBLIOTECA: TypedDocumentNode<
  { moverItemBiblioteca: { id: string; nome: string; pastaPai: ItemBibliotecaRef | null } },
  { idItemBiblioteca: string; idNovaLocalizacao: string | null }
> = gql`
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
`;

/** Why a group can read or write a folder. */
export interface PermissaoEfetiva {
  readonly grupoUsuarios: GrupoConcedido;
  readonly permissao: PermissaoAcessoPasta;
  readonly origem: ItemBibliotecaRef;
  readonly herdada: boolean;
  readonly totalUsuarios: number;
}

export interface PermissoesEfetivasPasta {
  readonly pasta: ItemBibliotecaRef;
  readonly permissoes: readonly PermissaoEfetiva[];
  readonly totalLeitura: number;
  readonly totalEscrita: number;
  readonly totalGestores: number;
}

export const PERMISSOES_EFETIVAS_PASTA: TypedDocumentNode<{ permissoesEfetivasPasta: PermissoesEfetivasPasta }, { idPasta: string }> = gql`
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
`;

export interface DownloadBiblioteca {
  readonly id: string;
  readonly item: ItemBibliotecaRef;
  readonly usuario: { readonly id: string; readonly nome: string; readonly email: string };
  readonly em: string;
}

export const DOWNLOADS_PASTA: TypedDocumentNode<
  { downloadsPasta: { content: readonly DownloadBiblioteca[]; totalElements: number } },
  { filtro: { idPasta: string; page: number; rowsPerPage: number } }
> = gql`
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
`;
