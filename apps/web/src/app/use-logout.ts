import { useCallback } from 'react';
import { useLoadingOverlay } from '../components/loading/LoadingProvider';
import { useSession } from '../lib/auth/SessionContext';
import { logger } from '../lib/logger/logger';
import { useClearClientData } from './client-data';

/** Sign-out from the account menu: overlay, clear client data, IdP logout back to the origin. */
export function useLogout(): () => void {
  const session = useSession();
  const clear = useClearClientData();
  const { track } = useLoadingOverlay();
  return useCallback(() => {
    track(session.logout(clear)).catch((err: unknown) => {
      logger.error('logout failed', err);
      // The client data is gone either way; a reload lands on the forced sign-in.
      window.location.assign('/');
    });
  }, [session, clear, track]);
}
