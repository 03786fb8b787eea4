import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { insertJobs } from '../../../platform/jobs/insert-jobs.js';
import { comunicadoEmailsAvulsos } from '../notices.tables.js';

/** The queue of a notice's e-mails: one job = one single address of one notice. */
export const COMUNICADO_EMAIL_QUEUE = 'comunicados-email';

/** One job of COMUNICADO_EMAIL_QUEUE: the comunicado_emails_avulsos row. */
export interface EnvioEmailComunicado {
  id: number;
}

const Existe = z.object({ existe: z.boolean() });

/**
 * Puts a delivered notice's single addresses in the queue, inside the delivering transaction:
 * their rows go NA_FILA and each gets one job (pg-boss's queue of this instance applies its
 * retries). Where pg-boss has never run on this database (its schema absent: a test without jobs,
 * a bench), the rows stay NA_FILA and the scheduler's sweep (`enfileirarEmailsSemJob`) queues them
 * once a job runner exists. Answers how many addresses were queued.
 */
export async function enfileirarEmails(tx: Tx, comunicadoId: number): Promise<number> {
  const e = comunicadoEmailsAvulsos;
  const rows = await tx
    .update(e)
    .set({ status: 'NA_FILA', motivo: null, tentativas: 0, enviadoEm: null })
    .where(and(eq(e.comunicadoId, comunicadoId), eq(e.status, 'PENDENTE')))
    .returning({ id: e.id });
  if (rows.length === 0) return 0;
  // One job per row, written by this transaction (none where pg-boss has not run: the sweep below).
  await insertJobs(tx, COMUNICADO_EMAIL_QUEUE, rows);
  return rows.length;
}

/**
 * The safety net of the queue: addresses left NA_FILA with no attempt and no job (queued where
 * pg-boss had not run yet) get their job. Run by the scheduler job, where pg-boss runs; a job is
 * looked for by its row id in pg-boss's table of this queue.
 */
export async function enfileirarEmailsSemJob(tx: Tx): Promise<number> {
  const ready = await queryRow(tx, Existe, sql`select to_regclass('pgboss.job') is not null as existe`);
  if (!ready?.existe) return 0;
  const e = comunicadoEmailsAvulsos;
  const orfaos = await tx
    .select({ id: e.id })
    .from(e)
    .where(
      sql`${e.status} = 'NA_FILA' and ${e.tentativas} = 0
          and not exists (select 1 from pgboss.job j where j.name = ${COMUNICADO_EMAIL_QUEUE} and (j.data->>'id')::int = ${e.id})`,
    )
    .limit(1000)
    .for('update', { skipLocked: true });
  if (orfaos.length) await insertJobs(tx, COMUNICADO_EMAIL_QUEUE, orfaos);
  return orfaos.length;
}
