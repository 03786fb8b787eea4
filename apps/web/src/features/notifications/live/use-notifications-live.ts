import { useApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import { useSession } from '../../../lib/auth/SessionContext';
import { logger } from '../../../lib/logger/logger';
import { COUNT_NOTIFICACOES_NAO_LIDAS } from '../notifications.queries';
import { applyNaoLidas } from './cache';
import { createLiveSource } from './live-source';
import { startSharedLive, TABS_CHANNEL } from './shared-live';
import { canStream, readNotificationStream } from './stream-client';

/**
 * Live notifications while signed in (mounted once, above the router): the unread count
 * and the lists follow the server within a second, in every tab, through one stream per browser.
 * The stream reopens with the new token when the token is renewed (re-authentication), and stops
 * at sign-out.
 */
export function useNotificationsLive(): void {
  const session = useSession();
  const client = useApolloClient();

  useEffect(() => {
    const live = startSharedLive({
      locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined,
      channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(TABS_CHANNEL) : null,
      apply: (event) => applyNaoLidas(client, event),
      createSource: (emit) =>
        createLiveSource({
          streaming: canStream(),
          getToken: () => session.getAccessToken(),
          open: (token, signal, onOpen, onEvent) => readNotificationStream({ token, signal, onOpen, onEvent }),
          poll: async () => {
            const { data } = await client.query({ query: COUNT_NOTIFICACOES_NAO_LIDAS, fetchPolicy: 'network-only' });
            return data.countNotificacoesNaoLidas;
          },
          onEvent: emit,
          // Falling back to the poll is worth knowing on the server; the rest is console chatter.
          onMode: (mode) => (mode === 'polling' ? logger.info('notifications: stream unavailable, polling the count') : logger.debug(`notifications: ${mode}`)),
          warn: (message, err) => logger.warn(message, err),
        }),
    });
    const events = session.events;
    // Renewed or signed in again: reopen with the new token. Signed out: the reopen finds no
    // token, so the stream is closed and nothing is opened until the next sign-in.
    const renewed = () => live.reopen();
    const signedOut = () => live.reopen();
    events.addUserLoaded(renewed);
    events.addUserUnloaded(signedOut);
    return () => {
      events.removeUserLoaded(renewed);
      events.removeUserUnloaded(signedOut);
      live.stop();
    };
  }, [session, client]);
}
