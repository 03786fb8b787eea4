import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { insertJobs } from '../platform/jobs/insert-jobs.js';
import { freePort } from './free-port.js';
import type { TestApp } from './harness.js';

/**
 * The portal as a real process, for the kill -9 tests: src/main.ts through tsx (no build needed,
 * so the server suite runs them) on a test app's database and data directory, with its background
 * jobs. e2e/support/portal-process.ts starts the built one (dist) for the e2e suite instead.
 *
 * API:
 *   const portal = await portalProcesses(t);          // in beforeAll, after buildTestApp()
 *   const child = await portal.start('x-1.log');      // answers once /api/health does
 *   await queueJobRun(t, MY_JOB);                     // a run queued as its schedule would
 *   child.kill('SIGKILL'); await until('dead', 10_000, async () => child.signalCode === 'SIGKILL');
 *   portal.killAll();                                 // in afterAll, before t.close()
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Polls `check` until it answers something truthy (a throw counts as not yet); fails after `ms`. */
export async function until<T>(what: string, ms: number, check: () => Promise<T | null | undefined | false>, everyMs = 20): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface PortalProcesses {
  port: number;
  /** Starts the portal (output in .tmp/<logName>) and waits until it answers its health check. */
  start(logName: string): Promise<ChildProcess>;
  /** SIGKILLs every started portal still running. */
  killAll(): void;
}

/** Portal processes on `t`'s database, all on one free port (one runs at a time). */
export async function portalProcesses(t: TestApp): Promise<PortalProcesses> {
  const port = await freePort();
  const children: ChildProcess[] = [];
  return {
    port,
    async start(logName) {
      fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
      const log = fs.openSync(path.join(ROOT, '.tmp', logName), 'w');
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://localhost:${port}`,
          DATABASE_URL: t.database.url,
          DATA_DIR: t.config.dataDir,
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_PER_MINUTE: '0',
        },
        stdio: ['ignore', log, log],
      });
      children.push(child);
      await until('the portal answering', 90_000, async () => child.exitCode === null && (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 100);
      return child;
    },
    killAll() {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    },
  };
}

/** A run of a scheduled job queued as its schedule queues it (the running portal's worker polls for it). */
export async function queueJobRun(t: TestApp, job: string): Promise<void> {
  if (!(await insertJobs(t.database.db, job, [{}]))) throw new Error(`queueJobRun(${job}): pg-boss has not run on this database`);
}
