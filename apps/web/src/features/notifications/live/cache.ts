import type { ApolloClient } from '@apollo/client';
import { COUNT_NOTIFICACOES_NAO_LIDAS } from '../notifications.queries';
import type { NaoLidasEvent } from './stream-client';

/** The lists that show notifications: refetched when one arrives, if a screen is showing them. */
const LISTS = new Set(['NotificacoesMenu', 'Notificacoes']);

/**
 * A count from the stream into this tab's Apollo cache: the bell reads the root field
 * `countNotificacoesNaoLidas` from there (and announces the change). A new notification also
 * refreshes the panel and /notificacoes when they are on screen; a list nobody shows is read
 * fresh when it is opened.
 */
export function applyNaoLidas(client: ApolloClient<unknown>, event: NaoLidasEvent): void {
  client.writeQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS, data: { countNotificacoesNaoLidas: event.naoLidas } });
  if (!event.nova) return;
  for (const query of client.getObservableQueries('active').values()) {
    if (query.queryName && LISTS.has(query.queryName)) void query.refetch().catch(() => undefined);
  }
}
