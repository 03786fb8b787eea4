import { createContext, useContext } from 'react';
import type { Session } from './session';

/** The page's sign-in session, for components that renew, recover or sign out. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionContext');
  return session;
}
