import { sql } from 'drizzle-orm';
import { USER_TYPES } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { forbidden } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';

/**
 * Row-level rule of the absences (on top of the PORTAL_AUSENCIA_TEMPORARIA feature): the
 * technical provider and the manufacturer manage anyone's absences; a dealer-group user only
 * those of users linked to their own dealer groups or dealers: the target shares a group or a
 * dealer with the caller, or works at a dealer of one of the caller's groups.
 *
 * Written here with plain SQL over the users area's link tables (usuario_grupos,
 * usuario_dealers), as the users area offers no such check yet.
 */
export async function mayManageAbsencesOf(db: DbOrTx, caller: CurrentUser, usuarioId: number): Promise<boolean> {
  if (caller.tipo !== USER_TYPES.DEALER_GRUPO) return true;
  const res = await db.execute<{ ok: boolean }>(sql`
    select exists (select 1 from usuario_grupos tg join usuario_grupos cg on cg.grupo_id = tg.grupo_id
                    where tg.usuario_id = ${usuarioId} and cg.usuario_id = ${caller.id})
        or exists (select 1 from usuario_dealers td join usuario_dealers cd on cd.dealer_id = td.dealer_id
                    where td.usuario_id = ${usuarioId} and cd.usuario_id = ${caller.id})
        or exists (select 1 from usuario_dealers td
                     join dealers d on d.id = td.dealer_id
                     join usuario_grupos cg on cg.grupo_id = d.grupo_id
                    where td.usuario_id = ${usuarioId} and cg.usuario_id = ${caller.id}) as ok`);
  return res.rows[0]?.ok ?? false;
}

/** FORBIDDEN unless the caller may manage this user's absences. */
export async function assertMayManageAbsencesOf(db: DbOrTx, caller: CurrentUser, usuarioId: number): Promise<void> {
  if (!(await mayManageAbsencesOf(db, caller, usuarioId))) throw forbidden();
}
