import type { DbOrTx } from '../../platform/db/transaction.js';
import { forbidden } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { mayRead } from '../users/users.policy.js';

/**
 * Row-level rule of the absences (on top of the PORTAL_AUSENCIA_TEMPORARIA feature): the
 * technical provider and the manufacturer manage anyone's absences; a dealer-group user only
 * those of the users it reaches, the users area's rule (users.policy.ts, built on the dealers
 * area's reach): users linked to its dealer groups or dealers, its groups' dealers included.
 */
export async function assertMayManageAbsencesOf(db: DbOrTx, caller: CurrentUser, usuarioId: number): Promise<void> {
  if (!(await mayRead(db, caller, usuarioId))) throw forbidden();
}
