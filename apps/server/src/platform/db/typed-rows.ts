/**
 * Raw SQL whose rows are checked, not asserted.
 *
 * API (for every area):
 *   import { z } from 'zod';
 *   import { queryRows, queryRow, timestamptz } from '../../platform/db/typed-rows.js';
 *
 *   const Row = z.object({ id: z.number(), nome: z.string(), criadoEm: timestamptz });
 *   type Row = z.infer<typeof Row>;                          // the schema is the one source of the type
 *   const rows = await queryRows(db, Row, sql`select …`);   // Row[]   (db: Db or a transaction)
 *   const row = await queryRow(tx, Row, sql`… returning …`); // Row | undefined (the first row)
 *
 * Use it only where the query builder cannot say the query (recursive CTEs, window tricks,
 * json aggregates, `update … from (select … for update)`): plain reads and writes use
 * `db.select({…})` / `tx.insert(t)`, whose row types come from the tables themselves.
 *
 * What arrives through `db.execute` (node-postgres under drizzle, see connection.ts): int/int8/count(*)
 * → number, numeric → string, json/jsonb → parsed value, arrays → arrays, null → null, and
 * timestamptz/timestamp/date/interval (and their arrays) → PostgreSQL's TEXT, not a Date: drizzle's
 * session replaces those parsers so its own columns can map them. `timestamptz` below turns the
 * text into a Date; inside json a timestamp is an ISO string (`z.string()`).
 * `z.object` keeps only the keys it names (an extra column is dropped, not passed on): name every
 * column the caller reads, or use `z.looseObject` where the row is passed through whole.
 *
 * A row that does not match is a bug in our SQL or schema: it throws (an INTERNAL error to the
 * caller) naming the row and the field, never the value (rows hold personal data).
 */
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { DbOrTx } from './transaction.js';

const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => Date;

/** A timestamptz column of raw SQL (text through drizzle's session) as a Date. */
export const timestamptz = z.string().transform((text) => parseTimestamptz(text));

/** Runs `query` and checks every row against `schema`; the result is the schema's output type. */
export async function queryRows<S extends z.ZodType>(db: DbOrTx, schema: S, query: SQL): Promise<z.output<S>[]> {
  const res = await db.execute(query);
  return parseRows(schema, res.rows);
}

/** The first row of `query` (checked), or undefined when there is none. */
export async function queryRow<S extends z.ZodType>(db: DbOrTx, schema: S, query: SQL): Promise<z.output<S> | undefined> {
  const [first] = await queryRows(db, schema, query);
  return first;
}

/** Checks rows already fetched (exported for the test and for callers of `$client.query`). */
export function parseRows<S extends z.ZodType>(schema: S, rows: readonly unknown[]): z.output<S>[] {
  const out: z.output<S>[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const parsed = schema.safeParse(rows[i]);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`).join('; ');
      throw new RowShapeError(`row ${i} does not match its schema: ${issues}`);
    }
    out[i] = parsed.data;
  }
  return out;
}

/** The SQL answered rows of another shape than its schema says. */
export class RowShapeError extends Error {
  override name = 'RowShapeError';
}
