import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useLoadingOverlay } from '../components/loading/LoadingProvider';
import { unsubscribeThisDevice } from '../features/notifications/push/push-device';
import { useSession } from '../lib/auth/SessionContext';
import { logger } from '../lib/logger/logger';
import { useClearClientData } from './client-data';

/**
 * Sign-out from the account menu: overlay, this device's push subscription removed (while the
 * token still works; bounded, never blocks), clear client data, IdP logout back to the origin.
 */
export function useLogout(): () => void {
  const session = useSession();
  const clear = useClearClientData();
  const client = useApolloClient();
  const { track } = useLoadingOverlay();
  return useCallback(() => {
    track(unsubscribeThisDevice(client).then(() => session.logout(clear))).catch((err: unknown) => {
      logger.error('logout failed', err);
      // The client data is gone either way; a reload lands on the forced sign-in.
      window.location.assign('/');
    });
  }, [session, clear, client, track]);
}
