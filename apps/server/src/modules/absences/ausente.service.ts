import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { ausenciasTemporarias } from './absences.tables.js';

/*
 * "The user is treated as absent in that period" (spec 01 §3): a user is absent on a calendar
 * day when one of their temporary absences covers it, start and return days included. Days are
 * the portal's calendar days (America/Sao_Paulo, see portalToday in packages/domain); callers
 * pass the day, so a rule and its test agree on what "today" is.
 */

/**
 * SQL condition "the user in `usuarioId` (a column or value) is absent on `day`", for set-based
 * statements of other areas (e.g. a notice fan-out skipping absent users:
 * `where not ${ausenteEm(sql`u.id`, day)}`). Reads the index (usuario_id, data_inicio).
 */
export function ausenteEm(usuarioId: SQL, day: string): SQL {
  return sql`exists (select 1 from ausencias_temporarias a
                      where a.usuario_id = ${usuarioId}
                        and a.data_inicio <= ${day}::date and a.data_retorno >= ${day}::date)`;
}

/** The absences that cover `day` (YYYY-MM-DD), start and return days included. */
const covering = (day: string) => and(lte(ausenciasTemporarias.dataInicio, day), gte(ausenciasTemporarias.dataRetorno, day));

/** Whether one user is absent on a day (YYYY-MM-DD). */
export async function isUsuarioAusente(db: DbOrTx, usuarioId: number, day: string): Promise<boolean> {
  const rows = await db
    .select({ id: ausenciasTemporarias.id })
    .from(ausenciasTemporarias)
    .where(and(eq(ausenciasTemporarias.usuarioId, usuarioId), covering(day)))
    .limit(1);
  return rows.length > 0;
}

/** Every user absent on a day (YYYY-MM-DD), by id, ascending: one statement for the whole network. */
export async function usuariosAusentesEm(db: DbOrTx, day: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ usuarioId: ausenciasTemporarias.usuarioId })
    .from(ausenciasTemporarias)
    .where(covering(day))
    .orderBy(ausenciasTemporarias.usuarioId);
  return rows.map((r) => r.usuarioId);
}
