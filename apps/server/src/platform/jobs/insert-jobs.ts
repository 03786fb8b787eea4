import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { DbOrTx } from '../db/transaction.js';
import { queryRow } from '../db/typed-rows.js';

/**
 * Jobs written by the caller's own connection: inside a transaction they exist exactly when its
 * other writes do (a rolled-back write queues nothing, a committed one loses none), which
 * JobRunner.send cannot promise from a request that holds no pg-boss client. The caller wakes the
 * queue's worker after the commit (JobRunner.wake); otherwise the worker's polling finds them.
 *
 * API:
 *   import { insertJobs } from '../../platform/jobs/insert-jobs.js';
 *   const queued = await insertJobs(tx, MY_QUEUE, [{ id: 1 }, { id: 2 }]);   // false: no pg-boss here
 */

/**
 * pg-boss's own insert run through `db`: its parameters ($1 … $n) become drizzle parameters, so
 * nothing of pg-boss's tables is restated here.
 */
function through(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      const res = await db.execute(sql.join(chunks));
      return { rows: res.rows };
    },
  };
}

/**
 * An instance of pg-boss that is never started: only its insert is used, always with the caller's
 * connection (no pool is opened). The schema is pg-boss's default, as platform/jobs starts it.
 */
let inserter: PgBoss | null = null;
const bossInserter = (): PgBoss => (inserter ??= new PgBoss({ connectionString: 'postgres://unused/unused' }));

const Existe = z.object({ existe: z.boolean() });

/**
 * Writes one job per item of `data` on `queue` through `db` (a transaction, or the pool for a
 * one-off). Where pg-boss has never run on this database (its schema absent: a test without jobs,
 * a bench) there is no queue to write to: nothing is written and the answer is false, so the
 * caller leaves its own row in the state a later sweep or run picks up.
 */
export async function insertJobs(db: DbOrTx, queue: string, data: readonly object[]): Promise<boolean> {
  const ready = await queryRow(db, Existe, sql`select to_regclass('pgboss.queue') is not null as existe`);
  if (!ready?.existe) return false;
  if (data.length) await bossInserter().insert(data.map((d) => ({ name: queue, data: d })), { db: through(db) });
  return true;
}
