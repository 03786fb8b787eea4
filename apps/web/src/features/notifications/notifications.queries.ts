import { graphql } from '../../generated';

// Documents of apps/server/src/modules/notifications/notifications.graphql (the signed-in user's
// own notifications). Their result and variable types are generated from the schema
// (codegen.ts → src/generated); `npm run codegen` after a change.

export type { FiltroLeituraNotificacao, NotificacaoFieldsFragment as Notificacao } from '../../generated/graphql';

/** What the bell's panel and /notificacoes show of one notification. */
export const NOTIFICACAO_FIELDS = graphql(`
  fragment NotificacaoFields on Notificacao {
    id
    titulo
    texto
    produto {
      id
      nome
    }
    link
    data
    lida
    recente
  }
`);

/**
 * The bell's badge. The live module (features/notifications/live) writes this root field into
 * Apollo's cache when the server says the count changed; the badge reads it from there.
 */
export const COUNT_NOTIFICACOES_NAO_LIDAS = graphql(`
  query CountNotificacoesNaoLidas {
    countNotificacoesNaoLidas
  }
`);

/** The bell's panel: newest notifications, split into recent and older (spec 02 §2). */
export const NOTIFICACOES_MENU = graphql(`
  query NotificacoesMenu {
    notificacoesMenu {
      recentes {
        ...NotificacaoFields
      }
      antigas {
        ...NotificacaoFields
      }
    }
  }
`);

/** /notificacoes: one page of the user's notifications, all, unread or read. */
export const NOTIFICACOES = graphql(`
  query Notificacoes($page: Int, $rowsPerPage: Int, $leitura: FiltroLeituraNotificacao) {
    notificacoes(page: $page, rowsPerPage: $rowsPerPage, leitura: $leitura) {
      content {
        ...NotificacaoFields
      }
      totalElements
    }
  }
`);

/** Marks the given notifications read (all of them without ids); answers the unread count left. */
export const MARCAR_NOTIFICACOES_COMO_VISUALIZADAS = graphql(`
  mutation MarcarNotificacoesComoVisualizadas($ids: [ID!]) {
    marcarNotificacoesComoVisualizadas(ids: $ids)
  }
`);
