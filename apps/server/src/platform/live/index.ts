import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection.js';
import type { Identity } from '../identity/types.js';
import { createStreamHub, type HubLimits, type StreamHub } from './hub.js';
import { createPgListener, type ChannelHandler } from './pg-listener.js';
import type { StreamOwner } from './stream.js';

export type { HubLimits, OpenRefusal, StreamHub } from './hub.js';
export type { CloseReason, LiveStream, StreamOwner } from './stream.js';

/**
 * Who is asking to open a stream: the bearer token verified as for any API request (signature,
 * issuer, audience, expiry, session alive) and its active portal user; null otherwise.
 */
export type ResolveStreamOwner = (req: FastifyRequest) => Promise<StreamOwner | null>;

/** Sign-in sessions that ended anywhere (payload: the session id, the tokens' `sid`). */
export const SESSIONS_ENDED_CHANNEL = 'portal_sessoes_encerradas';

/**
 * Live delivery in this instance: the open event streams (the hub) and the one LISTEN
 * connection that feeds them. An area subscribes to its channel and writes to its users' streams;
 * the platform itself closes the streams of sessions that end, whichever instance ended them.
 */
export interface Live {
  hub: StreamHub;
  /** Listens on a channel of this instance's LISTEN connection. */
  subscribe(channel: string, handler: ChannelHandler): void;
  /** Runs after the LISTEN connection came back: what was notified meanwhile is lost, re-read it. */
  onReconnected(callback: () => void): void;
  /** Whether the LISTEN connection is up now (notifications can reach this instance). */
  readonly connected: boolean;
  /** Resolves true once every notification committed before the call was handled (PgListener.sync). */
  sync(): Promise<boolean>;
}

/**
 * Ties live delivery to the app's life: LISTEN starts when the app is ready (a database that is
 * not there yet is retried in the background, the app starts anyway), the streams are ended before
 * the server closes (an open stream would hold `close()` forever), and the connection after.
 */
export function registerLive(
  app: FastifyInstance,
  opts: { database: Database; identity: Pick<Identity, 'onSessionsEnded'>; limits?: Partial<HubLimits> },
): Live {
  const { database } = opts;
  const listener = createPgListener({ url: database.url, log: app.log });
  const hub = createStreamHub(opts.limits);

  listener.subscribe(SESSIONS_ENDED_CHANNEL, (sessaoId) => hub.endSessions([sessaoId]));
  // A sign-out here closes this instance's streams of the session at once, and tells the others
  // through the database (committed at once: outside any transaction).
  opts.identity.onSessionsEnded(async (sessaoIds) => {
    hub.endSessions(sessaoIds);
    await database.pool.query(`select pg_notify($1, sid) from unnest($2::text[]) as sid`, [SESSIONS_ENDED_CHANNEL, sessaoIds]);
  });

  app.addHook('onReady', () => listener.start());
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  app.addHook('onClose', () => listener.stop());

  return {
    hub,
    subscribe: listener.subscribe,
    onReconnected: listener.onReconnected,
    sync: listener.sync,
    get connected() {
      return listener.connected;
    },
  };
}
