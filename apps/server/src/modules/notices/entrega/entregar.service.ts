import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { noticeNumber, PORTAL_TIME_ZONE } from '@portal/domain';
import type { Db } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { conflict, notFound } from '../../../platform/errors.js';
import { notificar } from '../../notifications/notificar.service.js';
import { comunicadoEnvios, comunicadoNumeracao, comunicados } from '../notices.tables.js';
import { audienciaDoComunicadoSql } from './audiencia.js';
import { enfileirarEmails, enfileirarEmailsSemJob } from './fila-email.js';
import './entrega.messages.js';

/*
 * A notice's delivery (spec 02 §3 "Notice delivery"), all of it in the caller's transaction, so
 * the whole of it or nothing is ever visible: its yearly number, one delivery per recipient
 * (one `insert … select` from the audience, resolved here and only here), status ENVIADO with
 * the time and the count, for an errata the original's deliveries unread again, the notification
 * (one lote to exactly the delivered people) and the single addresses queued (their jobs are
 * written by the same transaction). Called by the send and approval mutations (publication now)
 * and by the scheduler job (entregarAgendados) at the notice's time.
 */

const anoDe = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric' });

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A notification's text: the number and the start of the message, as plain words (the notification's subset holds them). */
function resumo(numero: string, mensagem: string): string {
  const plain = mensagem
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const corte = plain.length > 200 ? `${plain.slice(0, 199).trimEnd()}…` : plain;
  return `<b>${escapeHtml(numero)}</b>${corte ? ` ${escapeHtml(corte)}` : ''}`;
}

export interface Entrega {
  /** People reached in the portal (deliveries written). */
  destinatarios: number;
  /** Single addresses queued for an e-mail. */
  emails: number;
}

/**
 * Delivers a notice now, inside `tx`. The notice's row is locked first: a second deliverer (a
 * scheduler on another instance, a retried request) waits and then finds it delivered (CONFLICT
 * error.comunicado.jaEnviado). The caller has checked the notice may be sent (status, title,
 * message, recipients); this is the writing.
 */
export async function entregarComunicado(tx: Tx, comunicadoId: number, now: Date): Promise<Entrega> {
  const c = comunicados;
  const [row] = await tx
    .select({ id: c.id, status: c.status, ano: c.ano, titulo: c.titulo, mensagem: c.mensagem, idParent: c.idParent })
    .from(c)
    .where(eq(c.id, comunicadoId))
    .for('update');
  if (!row) throw notFound('comunicado');
  if (row.status === 'ENVIADO' || row.ano != null) throw conflict('error.comunicado.jaEnviado');

  const audiencia = await audienciaDoComunicadoSql(tx, comunicadoId);
  const inserted = await tx.execute(sql`
    insert into ${comunicadoEnvios} (comunicado_id, usuario_id, data)
    select ${comunicadoId}, a.id, ${now.toISOString()}::timestamptz from (${audiencia}) a`);
  const destinatarios = inserted.rowCount ?? 0;

  if (row.idParent != null) {
    // The errata makes the original unread and unacknowledged again for everyone who holds it.
    const ce = comunicadoEnvios;
    await tx
      .update(ce)
      .set({ lidoEm: null, cienteEm: null })
      .where(and(eq(ce.comunicadoId, row.idParent), or(isNotNull(ce.lidoEm), isNotNull(ce.cienteEm))));
  }

  // The number: the year's counter, taken under its row lock until this transaction ends, so
  // numbers follow the order of delivery and a rolled back delivery leaves no gap. Taken after
  // the deliveries are written: concurrent deliveries wait for each other only from here on.
  const ano = Number(anoDe.format(now));
  const [numeracao] = await tx
    .insert(comunicadoNumeracao)
    .values({ ano, ultimo: 1 })
    .onConflictDoUpdate({ target: comunicadoNumeracao.ano, set: { ultimo: sql`${comunicadoNumeracao.ultimo} + 1` } })
    .returning({ ultimo: comunicadoNumeracao.ultimo });
  const numero = numeracao!.ultimo;

  await tx
    .update(c)
    .set({ status: 'ENVIADO', ano, numero, envioDataHora: now, destinatarios, updatedAt: now })
    .where(eq(c.id, comunicadoId));

  if (destinatarios > 0) {
    await notificar(
      tx,
      {
        origem: 'COMUNICADO',
        origemId: comunicadoId,
        titulo: row.titulo.trim() || (noticeNumber(ano, numero) ?? ''),
        texto: resumo(noticeNumber(ano, numero)!, row.mensagem),
        link: `/comunicados/visualizarEnvio/${comunicadoId}`,
      },
      { consulta: sql`select ce.usuario_id as id from ${comunicadoEnvios} ce where ce.comunicado_id = ${comunicadoId}` },
    );
  }

  const emails = await enfileirarEmails(tx, comunicadoId);
  return { destinatarios, emails };
}

/** Most notices one run of the scheduler delivers; the next minute's run goes on. */
const MAX_POR_EXECUCAO = 200;

/**
 * Delivers every scheduled notice whose time has come, oldest first, each in a transaction of its
 * own (one that fails is logged by the job and left AGENDADO for the next run; the others go on).
 * Exactly once across instances: the notice is claimed with `for update skip locked` and must
 * still be AGENDADO, and its delivery commits with its status; an instance that dies holding the
 * claim leaves nothing (its transaction is rolled back) and the notice is claimed again.
 * Also queues any single address left without its e-mail job (fila-email.ts).
 */
export async function entregarAgendados(db: Db, now: Date, onError?: (comunicadoId: number, err: unknown) => void): Promise<{ entregues: number; falhas: number; emailsRecolocados: number }> {
  const c = comunicados;
  let entregues = 0;
  let falhas = 0;
  const falharam: number[] = [];
  for (let i = 0; i < MAX_POR_EXECUCAO; i++) {
    const claim: { id: number | null } = { id: null };
    try {
      const done = await db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: c.id })
          .from(c)
          .where(
            and(
              eq(c.status, 'AGENDADO'),
              lte(c.dataHoraAgendamento, now),
              falharam.length ? sql`${c.id} <> all(${sql.param(falharam)}::int[])` : undefined,
            ),
          )
          .orderBy(asc(c.dataHoraAgendamento), asc(c.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return false;
        claim.id = due.id;
        await entregarComunicado(tx, due.id, now);
        return true;
      });
      if (!done) break;
      entregues++;
    } catch (err) {
      if (claim.id == null) throw err;
      falhas++;
      falharam.push(claim.id);
      onError?.(claim.id, err);
    }
  }
  const emailsRecolocados = await db.transaction((tx) => enfileirarEmailsSemJob(tx));
  return { entregues, falhas, emailsRecolocados };
}
