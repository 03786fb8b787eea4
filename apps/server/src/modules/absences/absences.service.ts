import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { checkAbsenceDates } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { AppError, badInput, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { listOrderBy, type ListSort, type SortFilter } from '../../platform/db/list-order.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import { assertMayManageAbsencesOf } from './absences.policy.js';
import { absenceFieldError, type AusenciaData } from './absences.input.js';
import { isUsuarioAusente } from './ausente.service.js';
import { usuarioResumo } from '../users/users.service.js';
import { ausenciasTemporarias as a } from './absences.tables.js';

/*
 * Temporary absences (spec 01 §3 and §5, route /usuarios/{id}/ausencia-temporaria). Every date
 * rule reads "today" as the portal's calendar day (America/Sao_Paulo): the resolvers pass
 * portalToday(), so the answer does not depend on the server's zone or the hour in UTC.
 * The rows are this area's ausencias_temporarias, through the query builder; the user row is the
 * users area's, read through its usuarioResumo (a module never imports another module's tables).
 */

export type Situacao = 'FUTURA' | 'VIGENTE' | 'ENCERRADA';

/** An absence as the API answers it. */
export interface AusenciaView {
  id: number;
  usuarioId: number;
  dataInicio: string;
  dataRetorno: string;
  motivo: string | null;
  situacao: Situacao;
}

const situacao = (today: string) => sql<Situacao>`case when ${a.dataRetorno} < ${today}::date then 'ENCERRADA'
  when ${a.dataInicio} > ${today}::date then 'FUTURA' else 'VIGENTE' end`;

/** An absence's selection: the dates are the columns' strings (date mode 'string'), situacao against today. */
const columns = (today: string) => ({
  id: a.id,
  usuarioId: a.usuarioId,
  dataInicio: a.dataInicio,
  dataRetorno: a.dataRetorno,
  motivo: a.motivo,
  situacao: situacao(today),
});

async function ausenciaById(db: DbOrTx, id: number, today: string): Promise<AusenciaView | null> {
  const [row] = await db.select(columns(today)).from(a).where(eq(a.id, id));
  return row ?? null;
}

/** Locks an absence's row (the change or removal that follows reads it in turn). */
async function lockAusencia(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: a.id }).from(a).where(eq(a.id, id)).for('update');
}

/** The user row, locked when writing so that two saves for one user check overlaps in turn. */
async function usuarioOf(db: DbOrTx, id: number, lock: boolean) {
  const usuario = await usuarioResumo(db, id, { lock });
  if (!usuario) throw notFound('usuario');
  return usuario;
}

/** The orders of a user's absences (a handful of rows per user, on ausencias_temporarias' user index). */
const AUSENCIA_SORT: ListSort = {
  columns: { dataInicio: sql`${a.dataInicio}`, dataRetorno: sql`${a.dataRetorno}` },
  default: 'dataInicio',
  defaultDirection: 'DESC',
  tieBreak: sql`${a.id}`,
};

/** A user's absences, newest first unless sorted otherwise, paged; with the user and whether they are absent today. */
export async function listAusencias(
  db: Db,
  caller: CurrentUser,
  usuarioId: number,
  filtro: PageFilter & SortFilter,
  today: string,
) {
  const page = paging(filtro);
  const order = listOrderBy(filtro, AUSENCIA_SORT);
  const usuario = await usuarioOf(db, usuarioId, false);
  await assertMayManageAbsencesOf(db, caller, usuarioId);
  const [rows, count, ausente] = await Promise.all([
    db.select(columns(today)).from(a).where(eq(a.usuarioId, usuarioId)).orderBy(order).limit(page.limit).offset(page.offset),
    db.$count(a, eq(a.usuarioId, usuarioId)),
    isUsuarioAusente(db, usuarioId, today),
  ]);
  return { usuario: { ...usuario, ausente }, content: rows, totalElements: count };
}

const encerrada = () =>
  new AppError('CONFLICT', 'error.ausencia.encerrada', {}, [{ field: 'dataRetorno', key: 'error.ausencia.encerrada' }]);

/** The stored absence being changed: it must belong to the same user and not be over. */
async function lockedForChange(tx: Tx, data: AusenciaData & { id: number }, today: string): Promise<AusenciaView> {
  await lockAusencia(tx, data.id);
  const antes = await ausenciaById(tx, data.id, today);
  if (!antes || antes.usuarioId !== data.usuarioId) throw notFound('ausenciaTemporaria');
  if (antes.situacao === 'ENCERRADA') throw encerrada();
  return antes;
}

async function assertNoOverlap(tx: Tx, data: AusenciaData): Promise<void> {
  // Both ends are included, so [a, b] and [c, d] share a day exactly when a <= d and c <= b.
  const clash = await tx
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.usuarioId, data.usuarioId),
        ne(a.id, data.id ?? 0),
        lte(a.dataInicio, data.dataRetorno),
        gte(a.dataRetorno, data.dataInicio),
      ),
    )
    .limit(1);
  if (clash.length) {
    throw new AppError('CONFLICT', 'error.ausencia.sobreposta', {}, [{ field: 'dataInicio', key: 'error.ausencia.sobreposta' }]);
  }
}

/**
 * Creates or changes an absence (spec 01 §5): start not earlier than today, except that an
 * absence already under way keeps the start it has (it can be extended or shortened without
 * rewriting history); no overlap with another absence of the same user; only absences not over
 * may change. One transaction, audited on the user (the audit screen is per user).
 */
export async function salvarAusencia(db: Db, caller: CurrentUser, data: AusenciaData, today: string, requestId: string) {
  return db.transaction(async (tx) => {
    await usuarioOf(tx, data.usuarioId, true);
    await assertMayManageAbsencesOf(tx, caller, data.usuarioId);
    const antes = data.id != null ? await lockedForChange(tx, { ...data, id: data.id }, today) : null;
    // The domain's rules against today (the form's too); a return before today is reachable only
    // when an absence under way keeps its start: it may end today at the earliest.
    const dates = checkAbsenceDates(data, { today, storedStart: antes?.dataInicio ?? null }).map(absenceFieldError);
    if (dates.length) throw badInput(dates);
    await assertNoOverlap(tx, data);
    let id = data.id;
    if (id == null) {
      const [created] = await tx
        .insert(a)
        .values({ usuarioId: data.usuarioId, dataInicio: data.dataInicio, dataRetorno: data.dataRetorno, motivo: data.motivo, criadoPor: caller.id })
        .returning({ id: a.id });
      id = created!.id;
    } else {
      await tx
        .update(a)
        .set({ dataInicio: data.dataInicio, dataRetorno: data.dataRetorno, motivo: data.motivo, updatedAt: sql`now()` })
        .where(eq(a.id, id));
    }
    const depois = (await ausenciaById(tx, id, today))!;
    await writeAudit(tx, {
      usuarioId: caller.id,
      entidade: 'usuario',
      entidadeId: data.usuarioId,
      acao: antes ? 'ALTERAR_AUSENCIA_TEMPORARIA' : 'CRIAR_AUSENCIA_TEMPORARIA',
      antes,
      depois,
      requestId,
    });
    return depois;
  });
}

/** Removes an absence that is not over yet (future or current); audited on its user. */
export async function removerAusencia(db: Db, caller: CurrentUser, id: number, today: string, requestId: string) {
  return db.transaction(async (tx) => {
    await lockAusencia(tx, id);
    const antes = await ausenciaById(tx, id, today);
    if (!antes) throw notFound('ausenciaTemporaria');
    await assertMayManageAbsencesOf(tx, caller, antes.usuarioId);
    if (antes.situacao === 'ENCERRADA') throw encerrada();
    await tx.delete(a).where(eq(a.id, id));
    await writeAudit(tx, {
      usuarioId: caller.id,
      entidade: 'usuario',
      entidadeId: antes.usuarioId,
      acao: 'REMOVER_AUSENCIA_TEMPORARIA',
      antes,
      depois: null,
      requestId,
    });
    return id;
  });
}
