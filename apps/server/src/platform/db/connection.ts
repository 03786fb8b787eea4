import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Config } from '../../config.js';
import { startEmbeddedCluster, type ClusterEvents } from './embedded.js';

// timestamptz stays a Date; bigint counts (count(*)) arrive as strings unless parsed: parse int8.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * What the app registers about its tables (declaration merging): `schema`, the object of every
 * `*.tables.ts`. The platform names no area; the app assembles the schema (modules/schema.ts),
 * registers its type here and hands the object to openDatabase, so `db.query.<table>` and the
 * query builder are typed by the real tables.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by modules/schema.ts
export interface SchemaRegistry {}

/** The app's tables (every `*.tables.ts`), as registered in SchemaRegistry. */
export type PortalSchema = SchemaRegistry extends { schema: infer S extends Record<string, unknown> } ? S : Record<string, never>;

export type Db = NodePgDatabase<PortalSchema> & { $client: pg.Pool };

export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * The app's tables (modules/schema.ts). Null only where nothing but the pool and raw SQL is
   * used (the platform's own tests of the pool): `db.query` then has no tables.
   */
  schema: PortalSchema | null;
  max?: number;
}

/** Opens a pool on a connection string. */
export function openDatabase(url: string, { schema, max = 20 }: OpenOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose server went away (restart, failover, a test dropping its database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool drops the
  // client and the next query opens a new one, so logging is all there is to do.
  pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
  const db = schema ? drizzle(pool, { schema }) : (drizzle(pool) as unknown as Db);
  return { pool, db, url, close: () => pool.end() };
}

/**
 * The database of a running instance: DATABASE_URL when set, otherwise the embedded cluster
 * under DATA_DIR/pg (started here, restarted if it dies, stopped by the returned close()).
 */
export async function connectDatabase(config: Config, schema: PortalSchema, events: ClusterEvents): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase(config.DATABASE_URL, { schema });
  const cluster = await startEmbeddedCluster(path.join(config.dataDir, 'pg'), config.EMBEDDED_PG_PORT, events);
  await cluster.createDatabase('portal');
  const database = openDatabase(cluster.url('portal'), { schema });
  return {
    ...database,
    async close() {
      await database.close();
      await cluster.stop();
    },
  };
}
