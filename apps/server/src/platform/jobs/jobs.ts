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

/**
 * Queues one job per item on a queue of the runner and wakes this instance's worker of it. With
 * `db`, the jobs are written through that connection, so they exist only if its transaction
 * commits (an outbox claimed and turned into jobs in one transaction, nothing lost in between).
 */
export type SendToQueue = (queue: string, items: readonly object[], opts?: { db?: PgBoss.Db }) => Promise<void>;

/**
 * A queue of jobs that carry data, sent by the app (`send`) rather than by a schedule. A worker
 * takes up to `batchSize` jobs at once and runs them side by side; a job whose run throws is
 * failed alone and comes back after `retryDelaySeconds` (doubling, with jitter, when
 * `retryBackoff`), at most `retryLimit` times; then it stays failed in pg-boss's table.
 */
export interface QueueDefinition<T extends object = object> {
  /** Queue name (kebab-case, unique among jobs and queues). */
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A run longer than this is failed (and retried): a hung network call does not hold the job. */
  expireInSeconds: number;
  /** Jobs one worker takes at once (default 1). */
  batchSize?: number;
  /** How often an idle worker looks for jobs, seconds; `send` wakes this instance's worker at once. */
  pollingIntervalSeconds?: number;
  /** One job's work; `data` is what was sent. Declared as a method so a typed queue fits the list. */
  run(data: T, ctx: JobContext): Promise<void>;
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
  /**
   * How long pg-boss lets a run stay active (default 15 min). A run of an instance that died
   * (kill -9) holds the queue (one active at a time) until then: a job that must resume soon
   * after a crash sets it shorter and keeps its own lease against a late duplicate.
   */
  expireInSeconds?: number;
  /** The work; its result is kept as the job's output (small JSON). */
  run(ctx: JobContext): Promise<object | void>;
}

/** The started job system of one instance. */
export interface JobRunner {
  readonly boss: PgBoss;
  /** Queues a run of a job now and wakes this instance's worker (operations, tests). */
  runNow(name: string): Promise<string>;
  /** Queues jobs with data on a queue (QueueDefinition). */
  send: SendToQueue;
  /** Wakes this instance's worker of a queue (after jobs were sent inside a transaction that has committed). */
  wake(queue: string): void;
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
  queues?: readonly QueueDefinition[];
}): Promise<JobRunner> {
  const { database, log, jobs, queues = [] } = opts;
  const boss = new PgBoss({ connectionString: database.url, max: 3, application_name: 'portal-jobs' });
  // Without a listener an 'error' event would crash the process; pg-boss retries on its own.
  boss.on('error', (err) => log.error({ err }, 'background jobs: pg-boss error'));
  await boss.start();
  const workers = new Map<string, string>();
  const send: SendToQueue = async (queue, items, sendOpts = {}) => {
    const workerId = workers.get(queue);
    if (!workerId) throw new Error(`unknown queue ${queue}`);
    if (!items.length) return;
    await boss.insert(
      items.map((data) => ({ name: queue, data })),
      sendOpts.db ? { db: sendOpts.db } : {},
    );
    // Within a caller's transaction the jobs are not visible yet: the worker finds them at its next poll.
    if (!sendOpts.db) boss.notifyWorker(workerId);
  };
  try {
    for (const job of jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'stately', ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}) });
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
    for (const queue of queues) {
      await boss.createQueue(queue.name, {
        name: queue.name,
        policy: 'standard',
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
      });
      const workerId = await boss.work<object>(
        queue.name,
        { batchSize: queue.batchSize ?? 1, pollingIntervalSeconds: queue.pollingIntervalSeconds ?? 2 },
        async (received) => {
          // Each job alone: a failed one is failed (and retried) by itself; pg-boss then completes
          // the batch's jobs that are still active, i.e. those that succeeded.
          await Promise.all(
            received.map(async (job) => {
              const jobLog = log.child({ queue: queue.name, jobId: job.id });
              try {
                await queue.run(job.data, { database, log: jobLog, now: new Date() });
              } catch (err) {
                jobLog.warn({ err }, 'queued job failed; pg-boss retries it while its retries last');
                await boss.fail(queue.name, job.id, { message: err instanceof Error ? err.message : String(err) });
              }
            }),
          );
        },
      );
      workers.set(queue.name, workerId);
    }
  } catch (err) {
    await boss.stop({ graceful: false, close: true });
    throw err;
  }
  log.info({ jobs: jobs.map((j) => `${j.name} (${j.cron} ${PORTAL_TIME_ZONE})`), queues: queues.map((q) => q.name) }, 'background jobs scheduled');

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
    send,
    wake(queue) {
      const workerId = workers.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    },
    stop: () => boss.stop({ graceful: true, close: true, wait: true, timeout: STOP_TIMEOUT_MS }),
  };
}
