import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { keysetChunk, type KeysetChunk } from '../../platform/db/keyset-chunk.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { enfileirarEmails } from './entrega/fila-email.js';
import { comunicadoEmailsAvulsos, comunicados } from './notices.tables.js';

/*
 * The notices' part of the super-admin's maintenance migrations (superadmin/migracoes): walks in
 * id order, a chunk at a time after a cursor, so the caller records the cursor with the chunk and
 * resumes a run that died. The notices own these tables, so the writes live here.
 */

type Passo = KeysetChunk | null;

export const contarComunicados = (db: DbOrTx): Promise<number> => db.$count(comunicados);

/**
 * Rewrites the next `limite` notices after `depois` in place, so PostgreSQL computes their
 * generated search vector (busca) again with the text search configuration as it is now. Nothing
 * else changes (updated_at is left as it was).
 */
export function reescreverBuscaComunicados(tx: Tx, depois: number | null, limite: number): Promise<Passo> {
  return keysetChunk(
    tx,
    sql`with lote as (select id from comunicados where id > ${depois ?? 0} order by id limit ${limite}),
             feito as (update comunicados c set titulo = c.titulo from lote where c.id = lote.id returning c.id)
        select max(id)::int as ultimo, count(*)::int as n from feito`,
  );
}

export const contarComunicadosEnviados = (db: DbOrTx): Promise<number> => db.$count(comunicados, eq(comunicados.status, 'ENVIADO'));

/**
 * A delivered notice's audience is fixed at delivery (entrega/audiencia.ts: who got it is
 * history, whatever the groups have become), so what is recomputed is its stored count
 * (destinatarios) from its deliveries, for the next `limite` delivered notices after `depois`.
 * A notice not yet delivered stores no audience: it is resolved at delivery.
 */
export function recontarDestinatarios(tx: Tx, depois: number | null, limite: number): Promise<Passo> {
  return keysetChunk(
    tx,
    sql`with lote as (select id from comunicados where status = 'ENVIADO' and id > ${depois ?? 0} order by id limit ${limite}),
             feito as (
               update comunicados c
                  set destinatarios = (select count(*)::int from comunicado_envios ce where ce.comunicado_id = c.id)
                 from lote where c.id = lote.id
               returning c.id)
        select max(id)::int as ultimo, count(*)::int as n from feito`,
  );
}

export const contarEmailsFalhos = (db: DbOrTx): Promise<number> => db.$count(comunicadoEmailsAvulsos, eq(comunicadoEmailsAvulsos.status, 'FALHOU'));

const Falho = z.object({ id: z.number(), comunicadoId: z.number() });

/**
 * Sends again the next `limite` single addresses after `depois` whose e-mail failed for good
 * (FALHOU): they go back to PENDENTE and through the delivery's own queueing (enfileirarEmails:
 * NA_FILA, attempts from zero, one job each, written by this transaction).
 */
export async function reenviarEmailsFalhos(tx: Tx, depois: number | null, limite: number): Promise<Passo> {
  const rows = await queryRows(
    tx,
    Falho,
    sql`update comunicado_emails_avulsos e set status = 'PENDENTE'
          from (select id from comunicado_emails_avulsos where status = 'FALHOU' and id > ${depois ?? 0}
                 order by id limit ${limite} for update) lote
         where e.id = lote.id
     returning e.id, e.comunicado_id as "comunicadoId"`,
  );
  if (rows.length === 0) return null;
  for (const comunicadoId of new Set(rows.map((r) => r.comunicadoId))) await enfileirarEmails(tx, comunicadoId);
  return { ultimo: Math.max(...rows.map((r) => r.id)), n: rows.length };
}

const Endereco = z.object({ email: z.string() });

/** Of these addresses, those (lower case) whose notice e-mail failed for good: the notices resend it themselves. */
export async function enderecosComEmailFalho(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await queryRows(
    db,
    Endereco,
    sql`select distinct lower(email::text) as email from comunicado_emails_avulsos
         where status = 'FALHOU' and email = any(${sql.param([...new Set(emails)])}::citext[])`,
  );
  return new Set(rows.map((r) => r.email));
}
