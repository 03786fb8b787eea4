import { sql } from 'drizzle-orm';
import { keysetChunk, type KeysetChunk } from '../../platform/db/keyset-chunk.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { gruposUsuarios } from './user-groups.tables.js';

/*
 * The user groups' part of the super-admin's maintenance migrations (superadmin/migracoes): the
 * stored audiences (grupo_usuarios_membros) recomputed a chunk of groups at a time, by the same
 * SQL function the triggers call (grupo_usuarios_membros_refresh, migration 0015), after a restore
 * or an upgrade that left them behind their criteria.
 */

export const contarGrupos = (db: DbOrTx): Promise<number> => db.$count(gruposUsuarios);

/** Recomputes the members of the next `limite` groups after `depois` (ids); null when none is left. */
export async function recalcularMembrosGrupos(tx: Tx, depois: number | null, limite: number): Promise<KeysetChunk | null> {
  const r = await keysetChunk(
    tx,
    sql`select max(id)::int as ultimo, count(*)::int as n from (select id from grupos_usuarios where id > ${depois ?? 0} order by id limit ${limite}) g`,
  );
  if (!r) return null;
  await tx.execute(sql`select grupo_usuarios_membros_refresh(
    array(select id from grupos_usuarios where id > ${depois ?? 0} and id <= ${r.ultimo}), null::int[])`);
  return r;
}
