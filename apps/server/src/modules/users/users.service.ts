import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Idioma } from '@portal/domain';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { usuarios } from './users.tables.js';

/**
 * A user's id, name and e-mail (another area's header about one user: absences), optionally
 * locked so that that area's writes about one user run in turn; null when there is no such user.
 */
export async function usuarioResumo(db: DbOrTx, id: number, { lock = false } = {}) {
  const query = db
    .select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.id, id))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/**
 * Stores a user's interface language; returns the fields mudarLinguaUsuario answers with (the
 * language as given: the column is plain text, the argument is an Idioma).
 */
export async function setIdioma(tx: Tx, id: number, idioma: Idioma) {
  const [updated] = await tx
    .update(usuarios)
    .set({ idioma, updatedAt: new Date() })
    .where(eq(usuarios.id, id))
    .returning({ id: usuarios.id, nome: usuarios.nome });
  return updated && { ...updated, idioma };
}

/**
 * Inactivates the active users linked to a dealer group, directly or through one of its dealers
 * (spec 01 §4: inactivating a group inactivates its users), in the caller's transaction, set-based;
 * returns their ids for the caller's audit row.
 */
export async function inactivateUsersOfGrupo(tx: Tx, grupoId: number): Promise<number[]> {
  const row = await queryRow(tx, z.object({ ids: z.array(z.number()) }), sql`
    with u as (
      update usuarios u set active = false, updated_at = now()
       where u.active and (
         exists (select 1 from usuario_grupos_dealer ug where ug.usuario_id = u.id and ug.grupo_id = ${grupoId})
         or exists (select 1 from usuario_dealers ud join dealers d on d.id = ud.dealer_id
                     where ud.usuario_id = u.id and d.grupo_id = ${grupoId}))
      returning u.id
    )
    select coalesce(array_agg(id order by id), '{}') as ids from u`);
  return row?.ids ?? [];
}
