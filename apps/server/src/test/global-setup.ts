import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.js';
import type { TestProject } from 'vitest/node';
import { startEmbeddedCluster, type EmbeddedCluster } from '../platform/db/embedded.js';
import { freeDataDir, holder } from '../platform/db/embedded-orphan.js';
import { schema } from '../modules/schema.js';
import { openDatabase } from '../platform/db/connection.js';
import { runMigrations } from '../platform/db/migrate.js';
import { seedDemoIfEmpty } from '../seed/demo.js';

export const TEMPLATE_DB = 'portal_template';

let cluster: EmbeddedCluster | undefined;
let dir: string | undefined;

/**
 * Once per test run: a real PostgreSQL (embedded, or TEST_DATABASE_ADMIN_URL's server) with a
 * template database migrated and seeded with the demo data; each test file copies it.
 */
export async function setup(project: TestProject): Promise<void> {
  // A folder of this run's own: two runs in one checkout must not share (or wipe) a cluster.
  const parent = path.resolve(import.meta.dirname, '../../../../.tmp');
  fs.mkdirSync(parent, { recursive: true });
  await sweepKilledRuns(parent);
  dir = fs.mkdtempSync(path.join(parent, 'test-pg-'));
  cluster = await startEmbeddedCluster(dir, await freePort());
  await cluster.createDatabase(TEMPLATE_DB);
  const db = openDatabase(cluster.url(TEMPLATE_DB), { schema, max: 2 });
  await runMigrations(db.db);
  await seedDemoIfEmpty(db.db, { info: () => {} } as never);
  await db.close();
  project.provide('pgTemplateUrl', cluster.url(TEMPLATE_DB));
}

/**
 * Clusters of earlier runs that were killed before their teardown (a runner stopped with kill):
 * stop and remove them. A run still alive owns its cluster (its Node process is the parent) and
 * one still being initialised has no live postmaster pid yet: both are left alone.
 */
async function sweepKilledRuns(parent: string): Promise<void> {
  for (const name of fs.readdirSync(parent).filter((n) => n.startsWith('test-pg-'))) {
    const runDir = path.join(parent, name);
    const pidFile = path.join(runDir, 'postmaster.pid');
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    const found = holder(runDir);
    if (found.kind === 'orphan' || (found.kind === 'none' && pid > 0)) {
      await freeDataDir(runDir, () => {});
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  }
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateUrl: string;
  }
}
