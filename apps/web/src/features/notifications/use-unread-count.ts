import { useQuery } from '@apollo/client';
import { COUNT_NOTIFICACOES_NAO_LIDAS } from './notifications.queries';

/**
 * How often the badge asks for the count while nothing tells it sooner: spec 02 §9 gives 30 s
 * (home shell) or 60 s (menu); the bell is the menu's, so 60 s.
 */
export const UNREAD_POLL_MS = 60_000;

/**
 * The signed-in user's unread count for the bell's badge (undefined before the first answer).
 *
 * Read from Apollo's cache: whoever learns the count writes the root field
 * `countNotificacoesNaoLidas` there (the mark-as-read mutations, the live module), and the badge
 * follows. The first render asks the server once (the cache may be a persisted one from an
 * earlier visit); after that the cache is trusted, and a poll every 60 s keeps it honest while
 * nothing else updates it. The poll is this hook's one concern, so the live module can replace it
 * with its own fallback here without touching the bell.
 */
export function useUnreadCount(): number | undefined {
  const { data, previousData } = useQuery(COUNT_NOTIFICACOES_NAO_LIDAS, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: UNREAD_POLL_MS,
    // A hidden tab does not need a fresh badge; the next poll after it is shown brings it.
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  // A failed poll keeps the last count on the badge rather than hiding it.
  return (data ?? previousData)?.countNotificacoesNaoLidas;
}
