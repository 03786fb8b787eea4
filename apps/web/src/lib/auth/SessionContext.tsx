import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthState, Session } from './session';

/** The page's sign-in session, for components that renew, recover or sign out. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionContext');
  return session;
}

/** The session's sign-in state, redrawn when it changes (sign-in, renewal, sign-out, a failure). */
export function useAuthState(): AuthState {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.authState);
}
