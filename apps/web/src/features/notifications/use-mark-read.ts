import { useMutation, type ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/use-toast';
import { serverMessage } from '../../lib/apollo/errors';
import { logger } from '../../lib/logger/logger';
import { liveCountsWritten } from './live/cache';
import { COUNT_NOTIFICACOES_NAO_LIDAS, MARCAR_NOTIFICACOES_COMO_VISUALIZADAS } from './notifications.queries';

const TYPENAME = 'Notificacao';

/** Every notification the cache holds (the panel's and the list's), by cache id. */
function cachedNotificationIds(cache: ApolloCache<unknown>): string[] {
  return Object.keys(cache.extract() as Record<string, unknown>).filter((key) => key.startsWith(`${TYPENAME}:`));
}

/**
 * Marks notifications read: the given ids, or all of them. The mutation answers the unread count
 * left (spec 02 §4: marking refetches the count), written into the cache as the badge's count;
 * the notifications on screen turn read at once, and /notificacoes' pages are asked again. A failure is logged and told in a toast;
 * the promise resolves false then.
 */
export function useMarkRead(): { markRead: (ids?: readonly string[]) => Promise<boolean>; busy: boolean } {
  const intl = useIntl();
  const toast = useToast();
  const [mutate, { loading }] = useMutation(MARCAR_NOTIFICACOES_COMO_VISUALIZADAS);

  const markRead = useCallback(
    async (ids?: readonly string[]) => {
      const liveBefore = liveCountsWritten();
      try {
        await mutate({
          variables: ids ? { ids: [...ids] } : {},
          update(cache, { data }) {
            // A count from the live stream that arrived meanwhile may be newer than this answer's.
            if (data && liveCountsWritten() === liveBefore) {
              cache.writeQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS, data: { countNotificacoesNaoLidas: data.marcarNotificacoesComoVisualizadas } });
            }
            const read = ids ? ids.map((id) => cache.identify({ __typename: TYPENAME, id })) : cachedNotificationIds(cache);
            for (const id of read) if (id) cache.modify({ id, fields: { lida: () => true } });
            // The pages of /notificacoes are asked again (by the screen showing one, or when next
            // shown): under "unread" the rows just read leave the page, and the totals change.
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'notificacoes' });
          },
        });
        return true;
      } catch (err) {
        logger.error('notifications: marking as read failed', err);
        toast.error(serverMessage(err) ?? intl.formatMessage({ id: 'notifications.markReadError' }));
        return false;
      }
    },
    [mutate, toast, intl],
  );

  return { markRead, busy: loading };
}
