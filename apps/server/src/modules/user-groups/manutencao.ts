import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';

/*
 * The user groups' part of the super-admin's maintenance migrations (superadmin/migracoes): the
 * stored audiences (grupo_usuarios_membros) recomputed a chunk of groups at a time, by the same
 * SQL function the triggers call (grupo_usuarios_membros_refresh, migration 0015), after a restore
 * or an upgrade that left them behind their criteria.
 */

const Contagem = z.object({ n: z.number() });
const Chunk = z.object({ ultimo: z.number().nullable(), n: z.number() });

export async function contarGrupos(db: DbOrTx): Promise<number> {
  return (await queryRow(db, Contagem, sql`select count(*)::int as n from grupos_usuarios`))?.n ?? 0;
}

/** Recomputes the members of the next `limite` groups after `depois` (ids); null when none is left. */
export async function recalcularMembrosGrupos(tx: Tx, depois: number | null, limite: number): Promise<{ ultimo: number; n: number } | null> {
  const r = await queryRow(
    tx,
    Chunk,
    sql`select max(id)::int as ultimo, count(*)::int as n from (select id from grupos_usuarios where id > ${depois ?? 0} order by id limit ${limite}) g`,
  );
  if (!r || r.ultimo === null) return null;
  await tx.execute(sql`select grupo_usuarios_membros_refresh(
    array(select id from grupos_usuarios where id > ${depois ?? 0} and id <= ${r.ultimo}), null::int[])`);
  return { ultimo: r.ultimo, n: r.n };
}
