import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LANGUAGES, type Idioma } from '@portal/domain';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import type { JobContext, QueueDefinition } from '../../../platform/jobs/jobs.js';
import { createMailer, type MailResult, type ReportingMailer } from '../../../platform/mail/index.js';
import { arquivosDosComunicados } from './anexos.js';
import { emailDoComunicado, type ConteudoEmail } from './email.message.js';
import { COMUNICADO_EMAIL_QUEUE, type EnvioEmailComunicado } from './fila-email.js';
import { comunicadoEmailsAvulsos, comunicados } from '../notices.tables.js';

/**
 * Attempts per address: the first and pg-boss's retries (30 s, doubling: about 15 minutes in
 * all). The job counts them itself (`tentativas`), so the last one knows it is the last.
 */
export const EMAIL_RETRY_LIMIT = 5;
export const EMAIL_MAX_TENTATIVAS = EMAIL_RETRY_LIMIT + 1;

/** The language of the mail: a portal user's own when the address is one, else the portal's default. */
const Destino = z.object({ idioma: z.string().nullable() });

async function conteudo(tx: Tx, comunicadoId: number): Promise<ConteudoEmail | null> {
  const c = comunicados;
  const o = alias(comunicados, 'o');
  const [row] = await tx
    .select({
      titulo: c.titulo,
      mensagem: c.mensagem,
      ano: c.ano,
      numero: c.numero,
      idParent: c.idParent,
      originalAno: o.ano,
      originalNumero: o.numero,
      assinatura: sql<string | null>`(select d.assinatura from departamentos d where d.id = ${c.departamentoId})`,
    })
    .from(c)
    .leftJoin(o, eq(o.id, c.idParent))
    .where(eq(c.id, comunicadoId));
  if (!row) return null;
  const anexos = (await arquivosDosComunicados(tx, [comunicadoId])).get(comunicadoId) ?? [];
  return {
    comunicadoId,
    titulo: row.titulo,
    mensagem: row.mensagem,
    ano: row.ano,
    numero: row.numero,
    original: row.idParent == null ? null : { ano: row.originalAno, numero: row.originalNumero },
    assinatura: row.assinatura,
    anexos: anexos.map((a) => a.nome),
  };
}

/** Whether a refusal is worth another attempt: the server's temporary trouble (4xx) or no answer at all. */
const transitorio = (r: MailResult) => r.codigo === undefined || (r.codigo >= 400 && r.codigo < 500);

/** Thrown after the attempt is recorded, so pg-boss retries the job. */
class TentativaFalhou extends Error {}

/**
 * One attempt at one address, exactly once per address: the row is locked for the attempt (a
 * duplicate job, or pg-boss handing an expired job out again while the first still runs, finds it
 * locked and leaves it) and sent only while NA_FILA. SENT or STORED (no SMTP_URL: the outbox) →
 * ENVIADO with enviado_em. A refusal records its reason (motivo) and the attempt; a permanent one
 * (5xx) or the last attempt → FALHOU; otherwise the job fails and pg-boss tries again later.
 */
export async function enviarEmailComunicado(
  ctx: Pick<JobContext, 'database' | 'log'>,
  mailer: ReportingMailer,
  publicUrl: string,
  envio: EnvioEmailComunicado,
): Promise<void> {
  const e = comunicadoEmailsAvulsos;
  const retry = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: e.id, email: e.email, status: e.status, tentativas: e.tentativas, comunicadoId: e.comunicadoId })
      .from(e)
      .where(eq(e.id, envio.id))
      .for('update', { skipLocked: true });
    if (!row || row.status !== 'NA_FILA') return false;
    const dados = await conteudo(tx, row.comunicadoId);
    if (!dados) return false;
    const destino = await queryRow(tx, Destino, sql`select u.idioma from usuarios u where u.email = ${row.email}::citext and u.active`);
    const idioma = (destino?.idioma && Object.hasOwn(LANGUAGES, destino.idioma) ? destino.idioma : 'PT_BR') as Idioma;
    const result = await mailer.deliver(emailDoComunicado(dados, row.email, idioma, publicUrl));
    const tentativas = row.tentativas + 1;
    if (result.status !== 'FAILED') {
      await tx.update(e).set({ status: 'ENVIADO', enviadoEm: new Date(), motivo: null, tentativas }).where(eq(e.id, row.id));
      return false;
    }
    const final = !transitorio(result) || tentativas >= EMAIL_MAX_TENTATIVAS;
    await tx
      .update(e)
      .set({ status: final ? 'FALHOU' : 'NA_FILA', motivo: (result.erro ?? '').slice(0, 1000), tentativas })
      .where(eq(e.id, row.id));
    return !final;
  });
  if (retry) throw new TentativaFalhou(`notice e-mail ${envio.id}: attempt failed, retried later`);
}

function isEnvio(data: object): data is EnvioEmailComunicado {
  return Number.isSafeInteger((data as Partial<EnvioEmailComunicado>).id);
}

/** The queue that e-mails a notice to its single addresses (registered by app.ts with the jobs). */
export function comunicadoEmailQueue(config: Config): QueueDefinition<EnvioEmailComunicado> {
  let mailer: ReportingMailer | null = null;
  return {
    name: COMUNICADO_EMAIL_QUEUE,
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // An SMTP exchange that hangs is a failed attempt.
    expireInSeconds: 120,
    batchSize: 10,
    pollingIntervalSeconds: 5,
    async run(data, ctx) {
      if (!isEnvio(data)) {
        ctx.log.error({ data }, 'notice e-mail: job without its row ignored');
        return;
      }
      mailer ??= createMailer({ config, database: ctx.database, log: ctx.log });
      await enviarEmailComunicado(ctx, mailer, config.publicUrl, data);
    },
  };
}
