import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { schema } from '../modules/schema.js';
import { openDatabase, type Database } from '../platform/db/connection.js';
import { createIdentity } from '../platform/identity/index.js';
import { createMailer } from '../platform/mail/index.js';

/** The app's database (every table known to drizzle) on a connection string. */
export function openTestDatabase(url: string, max: number): Database {
  return openDatabase(url, { schema, max });
}

/** A fresh database copied from the migrated, demo-seeded template; dropped by drop(). */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const templateUrl = inject('pgTemplateUrl');
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    // PostgreSQL refuses two copies of one template at the same time: take turns.
    await admin.query('select pg_advisory_lock(7337)');
    await admin.query(`create database "${name}" template portal_template`);
    await admin.query('select pg_advisory_unlock(7337)');
  } finally {
    await admin.end();
  }
  const database = openTestDatabase(templateUrl.replace(/\/[^/]+$/, `/${name}`), 5);
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** The app's log lines (pino JSON), for tests of what is logged and at which level. */
export interface LogCapture {
  stream: Writable;
  lines: () => { level: number; msg?: string; [key: string]: unknown }[];
  /** Everything logged, as text. */
  text: () => string;
}

export function captureLog(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg?: string });
  return { stream, lines, text };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A DATA_DIR of the test's own under the repository's .tmp (stored files, avatars, tus uploads). */
export function tempDataDir(prefix = 'test-data-'): string {
  const parent = path.resolve(import.meta.dirname, '../../../../.tmp');
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, prefix));
}

/**
 * The real app (identity, GraphQL, REST) on a fresh database, for app.inject. Environment
 * overrides go in `env`. Without a DATA_DIR the app gets a temporary one, removed on close, so no
 * test writes into the data directory of `npm start`. `jobs` runs the background work (pg-boss, file
 * processing) as main.ts does.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: {
    jobs?: boolean;
    /** The app's log (default: none). */
    log?: LogCapture;
    /** A database other than the identity's for the app (a test of the database going away). */
    appDatabase?: Database;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const ownDataDir = env.DATA_DIR ? null : tempDataDir();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST: '/nonexistent',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const pino = (await import('pino')).default;
  const log = opts.log ? pino({ level: 'debug' }, opts.log.stream) : pino({ level: 'silent' });
  const mailer = createMailer({ config, database, log });
  const identity = await createIdentity({ config, database, log, mailer });
  const app = await buildApp({
    config,
    database: opts.appDatabase ?? database,
    identity,
    logger: opts.log ? { level: 'debug', stream: opts.log.stream } : false,
    jobs: opts.jobs,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await identity.close();
      await database.drop();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
