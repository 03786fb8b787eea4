import path from 'node:path';
import pg from 'pg';
import { embeddedUrl, startEmbeddedCluster, type EmbeddedCluster } from '../../apps/server/src/platform/db/embedded.js';
import { BENCH_DATA_DIR, BENCH_PG_PORT } from './database.js';

export interface ThrowawayCopy {
  /** Connection string of the copy. */
  url: string;
  /** Seconds CREATE DATABASE … TEMPLATE took. */
  copyS: number;
  /** Drops the copy (and stops the embedded cluster when this started it). */
  drop(): Promise<void>;
}

/** The same server's URL with another database. */
function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the bench database (`portal`) named `name`, for a benchmark that writes what the
 * others must not see (the imports' 10,000 users join the network's user groups and slow the
 * recipients preview, and deleting them costs minutes: several foreign keys to `usuarios` have no
 * index). PostgreSQL copies the database's files (STRATEGY FILE_COPY: a checkpoint and a file
 * copy, seconds for the ~1.2 GB network seed, where the default WAL_LOG writes it all to the WAL),
 * and dropping the copy afterwards leaves `.tmp/bench-data` exactly as the seed made it.
 * The template must have no other session: call this while no portal runs on the bench data. A
 * copy a killed run left behind is dropped first. With DATABASE_URL the copy is made on that server.
 */
export async function throwawayCopy(name: string): Promise<ThrowawayCopy> {
  let cluster: EmbeddedCluster | undefined;
  let source: string;
  if (process.env.DATABASE_URL) source = process.env.DATABASE_URL;
  else {
    cluster = await startEmbeddedCluster(path.join(BENCH_DATA_DIR, 'pg'), BENCH_PG_PORT);
    source = embeddedUrl(BENCH_PG_PORT, 'portal');
  }
  const template = new URL(source).pathname.slice(1);
  const admin = withDatabase(source, 'postgres');
  const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
  try {
    const started = performance.now();
    await onServer(admin, async (client) => {
      await client.query(`drop database if exists ${ident(name)} with (force)`);
      await client.query(`create database ${ident(name)} template ${ident(template)} strategy file_copy`);
    });
    const copyS = +((performance.now() - started) / 1000).toFixed(1);
    return {
      url: withDatabase(source, name),
      copyS,
      async drop() {
        try {
          await onServer(admin, (client) => client.query(`drop database if exists ${ident(name)} with (force)`));
        } finally {
          await cluster?.stop();
        }
      },
    };
  } catch (err) {
    await cluster?.stop();
    throw err;
  }
}
