import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/connection.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { DEFAULT_PORTAL_PROPERTIES, getPortalProperties } from '../../../platform/portal-properties/portal-properties.js';

/** What one sweep did. */
export interface InactivitySweep {
  /** The period applied, days. */
  dias: number;
  /** Users inactivated by this sweep, by id. */
  inativados: number[];
}

/**
 * The inactivity period from the stored portal property. A value that is not a whole number of
 * at least one day falls back to the default: a typo such as 0 must never inactivate the whole
 * network overnight.
 */
export function inactivityDaysFrom(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? value
    : DEFAULT_PORTAL_PROPERTIES.diasInatividadeUsuario;
}

/** The inactivity period, days (portal property `diasInatividadeUsuario`). */
export async function inactivityDays(db: Db): Promise<number> {
  return inactivityDaysFrom((await getPortalProperties(db)).diasInatividadeUsuario as unknown);
}

/**
 * Spec 01 §4: inactivates every active user without access for longer than the period, unless
 * special activation was granted. Last access is `ultimo_acesso` (recorded at sign-in), or the
 * account's creation for someone who never signed in. One statement, set-based: the UPDATE reads
 * the partial index usuarios_inatividade_idx (its expression and predicate are repeated here
 * word for word so the planner matches it), and each inactivated user gets its audit row, by
 * the system (usuario_id null), in the same statement, hence the same transaction. Idempotent:
 * a second run at the same `now` finds nobody.
 */
export async function inactivateIdleUsers(db: Db, now: Date, dias?: number): Promise<InactivitySweep> {
  const period = dias ?? (await inactivityDays(db));
  const row = await db.transaction(async (tx) => {
    const swept = await queryRow(tx, z.object({ ids: z.array(z.number()) }), sql`
    with inactivated as (
      update usuarios u set active = false, updated_at = now()
       where u.active and not u.ativacao_especial
         and coalesce(u.ultimo_acesso, u.created_at) < ${now.toISOString()}::timestamptz - make_interval(days => ${period}::int)
      returning u.id, u.ultimo_acesso, u.created_at
    ), audited as (
      insert into auditoria (usuario_id, entidade, entidade_id, acao, antes, depois)
      select null, 'usuario', i.id::text, 'INATIVAR_POR_INATIVIDADE',
             jsonb_build_object('active', true, 'ultimoAcesso', i.ultimo_acesso, 'criadoEm', i.created_at),
             jsonb_build_object('active', false, 'diasInatividade', ${period}::int)
        from inactivated i
      returning 1
    )
    select coalesce((select array_agg(id order by id) from inactivated), '{}') as ids,
           (select count(*) from audited) as audited`);
    return swept;
  });
  return { dias: period, inativados: row?.ids ?? [] };
}
