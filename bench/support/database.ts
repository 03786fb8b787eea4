import path from 'node:path';
import { startEmbeddedCluster } from '../../apps/server/src/platform/db/embedded.js';
import { schema } from '../../apps/server/src/modules/schema.js';
import { openDatabase, type Database } from '../../apps/server/src/platform/db/connection.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The bench's own data directory, so it never touches the demo data under ./data. */
export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.tmp/bench-data');
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54339);

/**
 * The bench database: DATABASE_URL when set, otherwise an embedded cluster laid out exactly as
 * the server lays it out under DATA_DIR (so the server started by the bench finds it).
 */
export async function openBenchDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openDatabase(process.env.DATABASE_URL, { schema });
  const cluster = await startEmbeddedCluster(path.join(BENCH_DATA_DIR, 'pg'), BENCH_PG_PORT);
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
