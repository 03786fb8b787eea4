import type { ApolloClient } from '@apollo/client';
import { COUNT_NOTIFICACOES_NAO_LIDAS } from '../notifications.queries';
import type { NaoLidasEvent } from './stream-client';

/** The lists that show notifications: refetched when one arrives, if a screen is showing them. */
const LISTS = new Set(['NotificacoesMenu', 'Notificacoes']);

let liveCounts = 0;

/**
 * How many counts the stream has written into this tab's cache so far. A mark-as-read answer
 * carries the count as of its own commit; a count that came from the stream while the mark was
 * on its way may be newer (a delivery right after the mark), so the answer is written only when
 * none came meanwhile. The stream always sends one more after the mark's commit, so its word is
 * the last either way.
 */
export const liveCountsWritten = (): number => liveCounts;

/**
 * A count from the stream into this tab's Apollo cache: the bell reads the root field
 * `countNotificacoesNaoLidas` from there (and announces the change). A new notification also
 * refreshes the panel and /notificacoes when they are on screen; a list nobody shows is read
 * fresh when it is opened.
 */
export function applyNaoLidas(client: ApolloClient<unknown>, event: NaoLidasEvent): void {
  liveCounts++;
  client.writeQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS, data: { countNotificacoesNaoLidas: event.naoLidas } });
  if (!event.nova) return;
  for (const query of client.getObservableQueries('active').values()) {
    if (query.queryName && LISTS.has(query.queryName)) void query.refetch().catch(() => undefined);
  }
}
