import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Config } from '../../config.js';
import { startEmbeddedCluster, type ClusterEvents } from './embedded.js';

// timestamptz stays a Date; bigint counts (count(*)) arrive as strings unless parsed: parse int8.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = NodePgDatabase<Record<string, never>> & { $client: pg.Pool };

export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** Opens a pool on a connection string. */
export function openDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose server went away (restart, failover, a test dropping its database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool drops the
  // client and the next query opens a new one, so logging is all there is to do.
  pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
  const db = drizzle(pool);
  return { pool, db, url, close: () => pool.end() };
}

/**
 * The database of a running instance: DATABASE_URL when set, otherwise the embedded cluster
 * under DATA_DIR/pg (started here, restarted if it dies, stopped by the returned close()).
 */
export async function connectDatabase(config: Config, events: ClusterEvents): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase(config.DATABASE_URL);
  const cluster = await startEmbeddedCluster(path.join(config.dataDir, 'pg'), config.EMBEDDED_PG_PORT, events);
  await cluster.createDatabase('portal');
  const database = openDatabase(cluster.url('portal'));
  return {
    ...database,
    async close() {
      await database.close();
      await cluster.stop();
    },
  };
}
