import { graphql } from '../../generated';
import type { ImportacaoFieldsFragment } from '../../generated/graphql';

// Documents of /importarUsuarios (apps/server/src/modules/imports/imports.graphql). The upload,
// the template and the error workbook are REST (import-files.ts).

export const IMPORTACAO_FIELDS = graphql(`
  fragment ImportacaoFields on ImportStatus {
    id
    fileName
    status
    total
    done
    progress
    linhas
    criar
    atualizar
    comErro
    falhas
    erro
    createdAt
    concluidoEm
  }
`);

/** The screen's table: the caller's imports, newest first. */
export const IMPORTACOES = graphql(`
  query Importacoes($page: Int, $rowsPerPage: Int) {
    importacoes(page: $page, rowsPerPage: $rowsPerPage) {
      totalElements
      content {
        ...ImportacaoFields
      }
    }
  }
`);

/** One import (the result panel), polled (spec 01 §9: every 30 s; faster while it runs). */
export const IMPORT_STATUS = graphql(`
  query ImportStatus($id: ID) {
    importStatus(id: $id) {
      ...ImportacaoFields
    }
  }
`);

/** The rows' problems, paged (row, column header, message in the caller's language). */
export const ERROS_IMPORTACAO = graphql(`
  query ErrosImportacao($id: ID!, $page: Int, $rowsPerPage: Int) {
    errosImportacao(id: $id, page: $page, rowsPerPage: $rowsPerPage) {
      totalElements
      content {
        linha
        coluna
        mensagem
      }
    }
  }
`);

export const CONFIRMAR_IMPORTACAO = graphql(`
  mutation ConfirmarImportacao($id: ID!) {
    confirmarImportacao(id: $id) {
      ...ImportacaoFields
    }
  }
`);

export const CANCELAR_IMPORTACAO = graphql(`
  mutation CancelarImportacao($id: ID!) {
    cancelarImportacao(id: $id) {
      ...ImportacaoFields
    }
  }
`);

/**
 * The unread count the notifications stream writes into the cache (features/notifications/live):
 * read from the cache only, so a new notification (the import's "done", origin IMPORTACAO) makes
 * the screen refetch at once instead of at the next poll.
 */
export const IMPORTS_NAO_LIDAS = graphql(`
  query ImportsNaoLidas {
    countNotificacoesNaoLidas
  }
`);

export type Importacao = ImportacaoFieldsFragment;
export type StatusImportacao = Importacao['status'];
