import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection.js';
import { startJobs, type JobDefinition, type JobRunner, type QueueDefinition } from './jobs.js';

/** Name of the app decoration holding the started JobRunner (null until ready, after close). */
export const JOBS_DECORATOR = 'jobs';

/**
 * Ties the background jobs to the app's life: pg-boss starts when the app is ready (so a
 * failed build never leaves a pool and timers behind) and stops when the app closes (so tests
 * and SIGTERM end cleanly). The runner is `app.getDecorator<JobRunner | null>(JOBS_DECORATOR)`.
 */
export function registerJobs(
  app: FastifyInstance,
  opts: { database: Database; jobs: readonly JobDefinition[]; queues?: readonly QueueDefinition[] },
): void {
  let runner: JobRunner | null = null;
  app.decorate(JOBS_DECORATOR, { getter: () => runner });
  app.addHook('onReady', async () => {
    runner = await startJobs({ database: opts.database, log: app.log, jobs: opts.jobs, queues: opts.queues });
  });
  app.addHook('onClose', async () => {
    const started = runner;
    runner = null;
    await started?.stop();
  });
}

/** This instance's started runner, or null (no background work here, not ready yet, or closed). */
export function runningJobs(app: FastifyInstance): JobRunner | null {
  return app.hasDecorator(JOBS_DECORATOR) ? app.getDecorator<JobRunner | null>(JOBS_DECORATOR) : null;
}

/** A function that queues a job now on this instance's runner, or null when the app runs no jobs. */
export function jobRunner(app: FastifyInstance): ((name: string) => Promise<unknown>) | null {
  if (!app.hasDecorator(JOBS_DECORATOR)) return null;
  return (name) => {
    const runner = app.getDecorator<JobRunner | null>(JOBS_DECORATOR);
    return runner ? runner.runNow(name) : Promise.resolve(null);
  };
}
