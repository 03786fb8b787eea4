import type { FastifyBaseLogger } from 'fastify';

/**
 * Called with the ids of sign-in sessions that ended (the `sid` of their tokens): what an area
 * keeps per device sign-in (a push subscription) goes with it. Awaited before the sign-out
 * answers, so the device is clean when the browser is back on the portal.
 */
export type SessionsEndedListener = (sessionIds: string[]) => Promise<void>;

/** The listeners of one identity; the places that end sessions call notify(). */
export interface SessionsEnded {
  add(listener: SessionsEndedListener): void;
  notify(sessionIds: string[]): Promise<void>;
}

export function sessionsEnded(log: FastifyBaseLogger): SessionsEnded {
  const listeners: SessionsEndedListener[] = [];
  return {
    add: (listener) => void listeners.push(listener),
    async notify(sessionIds) {
      if (!sessionIds.length) return;
      // The session is gone either way: a listener's failure is logged, never the sign-out's.
      await Promise.all(
        listeners.map((l) => l(sessionIds).catch((err: unknown) => log.error({ err }, 'session end listener failed'))),
      );
    },
  };
}
