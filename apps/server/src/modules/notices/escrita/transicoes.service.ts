import { eq, sql } from 'drizzle-orm';
import { canAccess, FEATURES, NOTICE_LIMITS, type Idioma } from '@portal/domain';
import { z } from 'zod';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { AppError, badInput, notFound, type FieldError } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { destinatariosDoComunicado } from '../entrega/audiencia.js';
import { entregarComunicado } from '../entrega/entregar.service.js';
import { holdsFeatureSql } from '../../users/feature-holders.queries.js';
import { readableBy } from '../../users/users.policy.js';
import { comunicados } from '../notices.tables.js';
import { autorOuAprovador, leComunicado } from './alcance.js';
import { scheduleIssues } from './escrita.input.js';
import { estadoTravado, statusConflict, type Estado } from './rascunho.service.js';

/*
 * A notice's transitions (spec 02 §4): RASCUNHO/REJEITADO → EM_APROVACAO (a creator without the
 * approval feature, to a picked approver) → approved: AGENDADO or ENVIADO | REJEITADO (with a
 * reason the author reads); RASCUNHO/REJEITADO → AGENDADO | ENVIADO (a holder of the approval
 * feature sends their own); AGENDADO → RASCUNHO (schedule cancelled). Each transition locks the
 * row, checks, writes and audits in one transaction; sending now delivers in the same one.
 */

const c = comunicados;
const APROVACAO = { features: [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] };

/** What sending needs: a title, a message, at least one recipient, and the time rules now. */
async function assertEnviavel(tx: Tx, e: Estado, now: Date): Promise<void> {
  const issues: FieldError[] = [];
  if (!e.titulo.trim()) issues.push({ field: 'titulo', key: 'error.required' });
  if (!e.mensagem.trim()) issues.push({ field: 'mensagem', key: 'error.required' });
  if (e.idParent == null) {
    const d = await destinatariosDoComunicado(tx, e.id);
    if (d.grupoIds.length === 0 && d.emails.length === 0) issues.push({ field: 'idsGrupos', key: 'error.comunicado.semDestinatarios' });
  }
  issues.push(...scheduleIssues(e, now));
  if (issues.length) throw badInput(issues);
}

/** Sends now (delivery in this transaction) or schedules; answers the new status's audit action. */
async function publicar(tx: Tx, e: Estado, now: Date): Promise<'ENVIAR' | 'AGENDAR'> {
  if (e.dataHoraAgendamento && e.dataHoraAgendamento > now) {
    await tx.update(c).set({ status: 'AGENDADO', updatedAt: now }).where(eq(c.id, e.id));
    return 'AGENDAR';
  }
  await entregarComunicado(tx, e.id, now);
  return 'ENVIAR';
}

const audit = (tx: Tx, user: CurrentUser, id: number, acao: string, antes: Estado, depois: Record<string, unknown>, requestId?: string) =>
  writeAudit(tx, { usuarioId: user.id, entidade: 'comunicado', entidadeId: id, acao, antes: { status: antes.status }, depois, requestId });

/** enviarComunicado: a holder of the approval feature sends (or schedules) their own saved draft. */
export async function enviar(db: Db, user: CurrentUser, idioma: Idioma, id: number, now: Date, requestId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await estadoTravado(tx, id);
    if (e.usuarioCriadorId !== user.id) throw notFound('comunicado');
    if (!canAccess(user, APROVACAO)) throw new AppError('FORBIDDEN', 'error.comunicado.semPermissaoEnvio');
    if (e.status !== 'RASCUNHO' && e.status !== 'REJEITADO') throw statusConflict('error.comunicado.statusNaoPermite', e.status, idioma);
    await assertEnviavel(tx, e, now);
    await tx.update(c).set({ usuarioAprovadorId: user.id, aprovadoEm: now }).where(eq(c.id, id));
    const acao = await publicar(tx, e, now);
    await audit(tx, user, id, acao, e, { status: acao === 'ENVIAR' ? 'ENVIADO' : 'AGENDADO' }, requestId);
  });
}

/** The approver must be an active holder of the approval feature the author may see (users.policy readableBy), and not the author. */
async function assertAprovador(tx: Tx, user: CurrentUser, aprovadorId: number): Promise<void> {
  const invalid = () => badInput([{ field: 'idAprovador', key: 'error.comunicado.aprovadorInvalido' }]);
  if (aprovadorId === user.id) throw invalid();
  const found = await queryRow(tx, z.object({ id: z.number() }), sql`
    select u.id from usuarios u
     where u.id = ${aprovadorId} and u.active
       and ${holdsFeatureSql(FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS)}
       and ${await readableBy(tx, user)}`);
  if (!found) throw invalid();
}

/** enviarComunicadoParaAprovacao: the author sends a saved draft to an approver. */
export async function paraAprovacao(db: Db, user: CurrentUser, idioma: Idioma, id: number, aprovadorId: number, now: Date, requestId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await estadoTravado(tx, id);
    if (e.usuarioCriadorId !== user.id) throw notFound('comunicado');
    if (e.status !== 'RASCUNHO' && e.status !== 'REJEITADO') throw statusConflict('error.comunicado.statusNaoPermite', e.status, idioma);
    await assertEnviavel(tx, e, now);
    await assertAprovador(tx, user, aprovadorId);
    await tx
      .update(c)
      .set({ status: 'EM_APROVACAO', usuarioAprovadorId: aprovadorId, enviadoParaAprovacaoEm: now, motivoRejeicao: null, rejeitadoEm: null, updatedAt: now })
      .where(eq(c.id, id));
    await audit(tx, user, id, 'ENVIAR_PARA_APROVACAO', e, { status: 'EM_APROVACAO', aprovador: aprovadorId }, requestId);
  });
}

/** The picked approver's notice in approval, or NOT_FOUND / CONFLICT. */
async function emAprovacaoDe(tx: Tx, user: CurrentUser, idioma: Idioma, id: number): Promise<Estado> {
  const e = await estadoTravado(tx, id);
  if (!(await leComunicado(tx, user, e))) throw notFound('comunicado');
  if (e.status !== 'EM_APROVACAO') throw statusConflict('error.comunicado.statusNaoPermite', e.status, idioma);
  if (e.usuarioAprovadorId !== user.id) throw new AppError('FORBIDDEN', 'error.forbidden');
  return e;
}

/** aprovarComunicado: the picked approver approves; the notice is sent now or scheduled (time rules checked again). */
export async function aprovar(db: Db, user: CurrentUser, idioma: Idioma, id: number, now: Date, requestId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await emAprovacaoDe(tx, user, idioma, id);
    await assertEnviavel(tx, e, now);
    await tx.update(c).set({ aprovadoEm: now }).where(eq(c.id, id));
    const acao = await publicar(tx, e, now);
    await audit(tx, user, id, 'APROVAR', e, { status: acao === 'ENVIAR' ? 'ENVIADO' : 'AGENDADO' }, requestId);
  });
}

/** rejeitarComunicado: the picked approver rejects with a reason of at least 15 characters. */
export async function rejeitar(db: Db, user: CurrentUser, idioma: Idioma, id: number, motivo: string, now: Date, requestId?: string): Promise<void> {
  const reason = motivo.trim();
  if (reason.length < NOTICE_LIMITS.rejectionReasonMinChars) {
    throw badInput([{ field: 'motivoRejeicao', key: 'error.comunicado.motivoCurto', values: { min: NOTICE_LIMITS.rejectionReasonMinChars } }]);
  }
  await db.transaction(async (tx) => {
    const e = await emAprovacaoDe(tx, user, idioma, id);
    await tx.update(c).set({ status: 'REJEITADO', motivoRejeicao: reason, rejeitadoEm: now, updatedAt: now }).where(eq(c.id, id));
    await audit(tx, user, id, 'REJEITAR', e, { status: 'REJEITADO', motivoRejeicao: reason }, requestId);
  });
}

/** cancelarAgendamentoComunicado: a scheduled notice back to draft (its author, or a holder of the approval feature). */
export async function cancelarAgendamento(db: Db, user: CurrentUser, idioma: Idioma, id: number, now: Date, requestId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await estadoTravado(tx, id);
    // Its author, or an approval holder who may read it (alcance.ts: within a dealer group's reach).
    if (!(await autorOuAprovador(tx, user, e))) throw notFound('comunicado');
    if (e.status !== 'AGENDADO') throw statusConflict('error.comunicado.statusNaoPermite', e.status, idioma);
    await tx.update(c).set({ status: 'RASCUNHO', aprovadoEm: null, updatedAt: now }).where(eq(c.id, id));
    await audit(tx, user, id, 'CANCELAR_AGENDAMENTO', e, { status: 'RASCUNHO' }, requestId);
  });
}
