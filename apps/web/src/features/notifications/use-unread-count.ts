import { useQuery } from '@apollo/client';
import { COUNT_NOTIFICACOES_NAO_LIDAS } from './notifications.queries';

/**
 * The signed-in user's unread count for the bell's badge (undefined before the first answer).
 *
 * Read from Apollo's cache: whoever learns the count writes the root field
 * `countNotificacoesNaoLidas` there — the mark-as-read mutations and the live module
 * (`live/`: the server-sent stream, or, when it cannot be opened, its poll every 60 s, the spec's
 * menu reading). The first render asks the server once (the cache may be a persisted one from an
 * earlier visit); after that the cache is trusted, so the badge does not poll on its own.
 */
export function useUnreadCount(): number | undefined {
  const { data, previousData } = useQuery(COUNT_NOTIFICACOES_NAO_LIDAS, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // A failed refresh keeps the last count on the badge rather than hiding it.
  return (data ?? previousData)?.countNotificacoesNaoLidas;
}
