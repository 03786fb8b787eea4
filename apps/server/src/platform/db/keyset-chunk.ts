import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from './transaction.js';
import { queryRow } from './typed-rows.js';

/**
 * One chunk of a walk over a table in key order (the super-admin's maintenance migrations walk the
 * areas' tables this way, recording the last key with the chunk so a dead run resumes after it).
 *
 * API:
 *   const passo = await keysetChunk(tx, sql`with lote as (select id from t where id > ${depois ?? 0} order by id limit ${limite}),
 *                                              feito as (update t … from lote where t.id = lote.id returning t.id)
 *                                         select max(id)::int as ultimo, count(*)::int as n from feito`);
 */

/** What a chunk covered: its last key and how many rows. */
export interface KeysetChunk {
  ultimo: number;
  n: number;
}

const Row = z.object({ ultimo: z.number().nullable(), n: z.number() });

/** Runs a chunk's statement, which answers its last key (`ultimo`, null when no row was left) and its size (`n`); null when none was left. */
export async function keysetChunk(db: DbOrTx, query: SQL): Promise<KeysetChunk | null> {
  const r = await queryRow(db, Row, query);
  return r && r.ultimo !== null ? { ultimo: r.ultimo, n: r.n } : null;
}
