import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/connection.js';
import type { JobDefinition, JobRunner } from '../../../platform/jobs/jobs.js';
import type { Live } from '../../../platform/live/index.js';
import { claimPushOutbox, type ClaimResult } from './outbox.js';

/** The channel notificar() signals on at commit (`{"lote": id}`; `{"usuario": id}` after a mark as read). */
export const NOTIFICATIONS_CHANNEL = 'portal_notificacoes';
export const PUSH_OUTBOX_JOB = 'notificacoes-push-outbox';

/**
 * This instance's side of the push outbox: a notification's commit wakes it through the
 * instance's one LISTEN connection (platform/live, shared with the live streams and the
 * signed-in cache), and a per-minute job runs the same claim as the safety net (a lost signal, an
 * instance down at the time). One claim loop per instance; a wake-up during a run makes that run
 * look once more. After the LISTEN connection comes back, it looks at once: what was signalled
 * meanwhile was lost.
 */
export interface PushOutbox {
  /** Claims pending lotes now and returns at once. */
  kick(): void;
  /** Claims pending lotes; resolves when none is left (the job). */
  run(): Promise<ClaimResult>;
  /** Stops claiming and waits for a running claim. */
  stop(): Promise<void>;
  /** The per-minute safety-net job. */
  readonly job: JobDefinition;
}

export function createPushOutbox(opts: {
  database: Database;
  log: FastifyBaseLogger;
  runner: () => JobRunner | null;
  live: Pick<Live, 'subscribe' | 'onReconnected'>;
}): PushOutbox {
  const { database, log } = opts;
  let running: Promise<ClaimResult> | null = null;
  let lookAgain = false;
  let stopped = false;

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

  opts.live.subscribe(NOTIFICATIONS_CHANNEL, (payload) => {
    if (payload.includes('"lote"')) kick();
  });
  opts.live.onReconnected(kick);

  return {
    kick,
    run,
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
    job: { name: PUSH_OUTBOX_JOB, cron: '* * * * *', run: () => run() },
  };
}
