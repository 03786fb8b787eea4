import type { QueryResultRow } from 'pg';
import type { Db } from './connection.js';

/**
 * Runs a hot, fixed query as a named prepared statement: each pooled connection plans it once
 * and reuses the plan (planning costs more than executing these small, indexed lookups that run
 * on every request). Only for constant SQL text; `name` must be unique per text.
 */
export async function preparedQuery<R extends QueryResultRow>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const res = await db.$client.query<R>({ name, text, values });
  return res.rows;
}
