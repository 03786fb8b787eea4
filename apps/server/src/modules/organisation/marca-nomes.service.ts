import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { marcas } from './organisation.tables.js';

/**
 * The names of the given brands that exist, by id: the reference check other areas (dealers)
 * make against the brands catalog, instead of reading its table themselves.
 */
export async function marcaNomes(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: marcas.id, nome: marcas.nome }).from(marcas).where(inArray(marcas.id, [...ids]));
  return new Map(rows.map((m) => [m.id, m.nome]));
}
