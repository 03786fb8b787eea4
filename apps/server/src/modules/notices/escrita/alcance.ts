import { sql, type SQL } from 'drizzle-orm';
import { canAccess, FEATURES } from '@portal/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { callerReach, type DealerReach } from '../../dealers/dealers.policy.js';
import { readScope } from '../../users/users.policy.js';

/*
 * Who reads a notice itself, and which people its readers see (issue 14, ASVS V4.2.1). The
 * reach is the dealers area's (callerReach) and the users area's "users a caller may see"
 * (readScope); nothing here re-derives it.
 *
 * - Its author and its picked approver read it, whoever they are.
 * - A holder of PORTAL_APROVACAO_ENVIO_COMUNICADOS reads every notice when it reaches the whole
 *   network (provider, manufacturer). A dealer-group holder reads only the notices whose author it
 *   reaches (a person of its own groups and dealers): the feature lets it approve and send its
 *   groups' notices, not read the manufacturer's or another group's drafts, recipients and
 *   dashboards. Any other notice is NOT_FOUND to it, as to anyone else.
 * - Whoever reads a notice, a dealer-group reader's dashboard (counts, curve, breakdown, pending
 *   people, reminder, export) covers only the recipients it reaches (pessoaNoAlcance).
 */

const APROVACAO = { features: [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] };

export interface AutoriaComunicado {
  usuarioCriadorId: number;
  usuarioAprovadorId: number | null;
}

/** The caller's own part in the notice: its author or its picked approver. */
const proprio = (user: CurrentUser, row: AutoriaComunicado) => row.usuarioCriadorId === user.id || row.usuarioAprovadorId === user.id;

/**
 * The rows the caller may read (author, picked approver, approval holders within their reach),
 * in their order. One query at most, for a dealer-group approval holder's other authors.
 */
export async function legiveis<T extends AutoriaComunicado>(db: DbOrTx, user: CurrentUser, rows: readonly T[]): Promise<T[]> {
  const outros = rows.filter((r) => !proprio(user, r));
  if (outros.length === 0 || !canAccess(user, APROVACAO)) return rows.filter((r) => proprio(user, r));
  const reach = await callerReach(db, user);
  if (!reach) return [...rows];
  const autores = [...new Set(outros.map((r) => r.usuarioCriadorId))];
  const res = await queryRows(db, z.object({ id: z.number() }), sql`
    select u.id from usuarios u where u.id = any(${sql.param(autores)}::int[]) and ${readScope(reach)}`);
  const alcancados = new Set(res.map((r) => r.id));
  return rows.filter((r) => proprio(user, r) || alcancados.has(r.usuarioCriadorId));
}

/** Whether the caller may read this notice itself (see above). */
export async function leComunicado(db: DbOrTx, user: CurrentUser, row: AutoriaComunicado): Promise<boolean> {
  return (await legiveis(db, user, [row])).length > 0;
}

/**
 * Whether the caller may act on the notice as its author or as an approval holder who reads it
 * (cancel its schedule, start its errata): not as its picked approver alone.
 */
export async function autorOuAprovador(db: DbOrTx, user: CurrentUser, row: AutoriaComunicado): Promise<boolean> {
  return row.usuarioCriadorId === user.id || (canAccess(user, APROVACAO) && (await leComunicado(db, user, row)));
}

/** The same rule as a condition over a notices row `c` (for queries over many notices). */
export async function legivelSql(db: DbOrTx, user: CurrentUser): Promise<SQL> {
  const proprios = sql`(c.usuario_criador_id = ${user.id} or c.usuario_aprovador_id = ${user.id})`;
  if (!canAccess(user, APROVACAO)) return proprios;
  const reach = await callerReach(db, user);
  if (!reach) return sql`true`;
  return sql`(${proprios} or c.usuario_criador_id in (select u.id from usuarios u where ${readScope(reach)}))`;
}

/**
 * A condition over a recipient's user id (SQL naming it in the outer query): a person the caller
 * reaches (users.policy readScope); true when its reach is the whole network.
 */
export function pessoaNoAlcance(reach: DealerReach | null, usuarioId: SQL): SQL {
  return reach ? sql`exists (select 1 from usuarios u where u.id = ${usuarioId} and ${readScope(reach)})` : sql`true`;
}
