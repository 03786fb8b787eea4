import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../../platform/db/connection.js';
import type { JobDefinition, JobRunner } from '../../../platform/jobs/jobs.js';
import { claimPushOutbox, type ClaimResult } from './outbox.js';

/** The channel notificar() signals on at commit (`{"lote": id}`; `{"usuario": id}` after a mark as read). */
export const NOTIFICATIONS_CHANNEL = 'portal_notificacoes';
export const PUSH_OUTBOX_JOB = 'notificacoes-push-outbox';

const RECONNECT_MS = 5_000;

/**
 * This instance's side of the push outbox: a notification's commit wakes it through LISTEN on
 * the notifications channel (one small connection of its own), and a per-minute job runs the same
 * claim as the safety net (a lost signal, an instance down at the time). One claim loop per
 * instance; a wake-up during a run makes that run look once more.
 */
export interface PushOutbox {
  /** Claims pending lotes now and returns at once. */
  kick(): void;
  /** Claims pending lotes; resolves when none is left (the job). */
  run(): Promise<ClaimResult>;
  /** Starts listening (the app is ready and its jobs run). */
  listen(): Promise<void>;
  /** Stops listening and waits for a running claim. */
  stop(): Promise<void>;
  /** The per-minute safety-net job. */
  readonly job: JobDefinition;
}

export function createPushOutbox(opts: { database: Database; log: FastifyBaseLogger; runner: () => JobRunner | null }): PushOutbox {
  const { database, log } = opts;
  let running: Promise<ClaimResult> | null = null;
  let lookAgain = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;

  async function loop(runner: JobRunner): Promise<ClaimResult> {
    const total: ClaimResult = { lotes: 0, envios: 0 };
    do {
      lookAgain = false;
      const done = await claimPushOutbox(database, runner);
      total.lotes += done.lotes;
      total.envios += done.envios;
    } while (lookAgain && !stopped);
    return total;
  }

  function run(): Promise<ClaimResult> {
    const runner = opts.runner();
    if (stopped || !runner) return Promise.resolve({ lotes: 0, envios: 0 });
    if (running) {
      lookAgain = true;
      return running;
    }
    running = loop(runner).finally(() => {
      running = null;
    });
    return running;
  }

  function kick(): void {
    // The per-minute job retries whatever this run could not do: log and go on.
    run().catch((err: unknown) => log.error({ err }, 'push outbox claim failed'));
  }

  function scheduleReconnect(): void {
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = null;
      void connect();
    }, RECONNECT_MS);
    reconnect.unref();
  }

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: database.url, application_name: 'portal-push' });
    c.on('notification', (msg) => {
      if (msg.channel === NOTIFICATIONS_CHANNEL && msg.payload?.includes('"lote"')) kick();
    });
    c.on('error', (err) => {
      log.warn({ err }, 'push outbox: notification listener lost; reconnecting');
      if (client === c) client = null;
      c.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`listen ${NOTIFICATIONS_CHANNEL}`);
      if (stopped) {
        await c.end();
        return;
      }
      client = c;
      // Whatever was written while nobody listened.
      kick();
    } catch (err) {
      log.warn({ err }, 'push outbox: could not listen for notifications; retrying');
      c.end().catch(() => undefined);
      scheduleReconnect();
    }
  }

  return {
    kick,
    run,
    listen: connect,
    async stop() {
      stopped = true;
      if (reconnect) clearTimeout(reconnect);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
      await running?.catch(() => undefined);
    },
    job: { name: PUSH_OUTBOX_JOB, cron: '* * * * *', run: () => run() },
  };
}
