import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadingScreen } from '../components/loading/LoadingScreen';
import { useAuthState, useSession } from '../lib/auth/SessionContext';
import { logger } from '../lib/logger/logger';
import { whenIdle } from '../lib/startup/when-idle';
import { useSessionCheck } from './use-session-check';

/**
 * Every non-public route needs a session (spec 01 §1): with no user the portal forces a sign-in;
 * with a stored but expired user it first tries to renew (refresh token, silent login).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const session = useSession();
  const intl = useIntl();
  const attempting = useRef(false);
  const needsSession = !auth.isLoading && !auth.isAuthenticated;
  const hasStoredUser = auth.user !== null;

  useEffect(() => {
    if (!needsSession || attempting.current) return;
    attempting.current = true;
    (hasStoredUser ? session.recover() : session.login())
      .catch((err: unknown) => logger.error('could not establish a session', err))
      .finally(() => {
        attempting.current = false;
      });
  }, [needsSession, hasStoredUser, session]);

  // Signed in from the stored token: the OIDC client arrives once the browser is idle after the
  // first paint, so the renewals to come do not wait for it (one due sooner loads it itself).
  useEffect(() => {
    if (auth.isAuthenticated) return whenIdle(() => session.preload());
  }, [auth.isAuthenticated, session]);

  useSessionCheck(session, auth.isAuthenticated);

  if (!auth.isAuthenticated) return <LoadingScreen label={intl.formatMessage({ id: 'auth.signingIn' })} />;
  return <>{children}</>;
}
