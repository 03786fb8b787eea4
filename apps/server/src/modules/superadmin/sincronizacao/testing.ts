import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection.js';
import { CONVITES_QUEUE } from './fila-convites.js';

/** Waits until the invitations' queue has nothing left to run (created, retried or active jobs). */
export async function filaVazia(database: Database, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${CONVITES_QUEUE} and state in ('created', 'retry', 'active')`,
    );
    if (res.rows[0]!.n === 0) return;
    if (Date.now() > until) throw new Error(`${res.rows[0]!.n} invitation jobs still queued`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
