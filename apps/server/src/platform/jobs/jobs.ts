import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { PORTAL_TIME_ZONE } from '@portal/domain';
import type { Database } from '../db/connection.js';

/** What a job's run receives. */
export interface JobContext {
  database: Database;
  log: FastifyBaseLogger;
  /** When this run started: sweeps measure periods from here, so a run is reproducible. */
  now: Date;
}

/** A scheduled background job: one pg-boss queue, one cron schedule, one handler. */
export interface JobDefinition {
  /** Queue name (kebab-case, unique). */
  name: string;
  /** Cron expression, read in the portal's time zone (America/Sao_Paulo). */
  cron: string;
  /**
   * How often an idle worker asks the queue for work, seconds. Daily sweeps can wait; the value
   * is a cost (one query per instance per interval), not a deadline.
   */
  pollingIntervalSeconds?: number;
  /** The work; its result is kept as the job's output (small JSON). */
  run(ctx: JobContext): Promise<object | void>;
}

/** The started job system of one instance. */
export interface JobRunner {
  readonly boss: PgBoss;
  /** Queues a run of a job now and wakes this instance's worker (operations, tests). */
  runNow(name: string): Promise<string>;
  /** Stops polling, waits for running jobs (up to a timeout) and closes pg-boss's pool. */
  stop(): Promise<void>;
}

/** How long stop() waits for a running job before giving up on it (pg-boss fails it). */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts pg-boss on the portal's database (its own schema `pgboss`, created and migrated by
 * pg-boss on first start) with a small pool of its own, so background work never takes the
 * connections API requests need. Every instance may run this: pg-boss sends each cron tick once
 * across instances and hands each job to one worker. Queues use the `stately` policy: at most
 * one queued and one running job per queue, so a slow sweep is never run twice at once.
 */
export async function startJobs(opts: {
  database: Database;
  log: FastifyBaseLogger;
  jobs: readonly JobDefinition[];
}): Promise<JobRunner> {
  const { database, log, jobs } = opts;
  const boss = new PgBoss({ connectionString: database.url, max: 3, application_name: 'portal-jobs' });
  // Without a listener an 'error' event would crash the process; pg-boss retries on its own.
  boss.on('error', (err) => log.error({ err }, 'background jobs: pg-boss error'));
  await boss.start();
  const workers = new Map<string, string>();
  try {
    for (const job of jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'stately' });
      await boss.schedule(job.name, job.cron, {}, { tz: PORTAL_TIME_ZONE });
      const workerId = await boss.work(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 30 },
        async ([received]) => {
          const started = Date.now();
          const jobLog = log.child({ job: job.name, jobId: received?.id });
          try {
            const output = await job.run({ database, log: jobLog, now: new Date() });
            jobLog.info({ ms: Date.now() - started, output }, 'background job done');
            return output ?? {};
          } catch (err) {
            jobLog.error({ err }, 'background job failed');
            throw err;
          }
        },
      );
      workers.set(job.name, workerId);
    }
  } catch (err) {
    await boss.stop({ graceful: false, close: true });
    throw err;
  }
  log.info({ jobs: jobs.map((j) => `${j.name} (${j.cron} ${PORTAL_TIME_ZONE})`) }, 'background jobs scheduled');

  return {
    boss,
    async runNow(name) {
      const workerId = workers.get(name);
      if (!workerId) throw new Error(`unknown job ${name}`);
      const id = await boss.send(name, {});
      if (!id) throw new Error(`job ${name} is already queued`);
      boss.notifyWorker(workerId);
      return id;
    },
    stop: () => boss.stop({ graceful: true, close: true, wait: true, timeout: STOP_TIMEOUT_MS }),
  };
}
