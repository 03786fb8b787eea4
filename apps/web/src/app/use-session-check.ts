import { LIMITS } from '@portal/domain';
import { useEffect } from 'react';
import type { Session } from '../lib/auth/session';
import { logger } from '../lib/logger/logger';

/** Runs the session check every 5 s while signed in (spec 01 §4 "Sign-in session"). */
export function useSessionCheck(session: Session, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let running = false;
    const id = setInterval(() => {
      if (running) return;
      running = true;
      session
        .check()
        .catch((err: unknown) => logger.warn('session check failed', err))
        .finally(() => {
          running = false;
        });
    }, LIMITS.sessionCheckMs);
    return () => clearInterval(id);
  }, [session, active]);
}
