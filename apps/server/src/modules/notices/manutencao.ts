import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { queryRow, queryRows } from '../../platform/db/typed-rows.js';
import { enfileirarEmails } from './entrega/fila-email.js';

/*
 * The notices' part of the super-admin's maintenance migrations (superadmin/migracoes): walks in
 * id order, a chunk at a time after a cursor, so the caller records the cursor with the chunk and
 * resumes a run that died. The notices own these tables, so the writes live here.
 */

const Contagem = z.object({ n: z.number() });
const Chunk = z.object({ ultimo: z.number().nullable(), n: z.number() });
type Passo = { ultimo: number; n: number } | null;
const passo = (r: z.infer<typeof Chunk> | undefined): Passo => (r && r.ultimo !== null ? { ultimo: r.ultimo, n: r.n } : null);
const count = async (db: DbOrTx, q: ReturnType<typeof sql>) => (await queryRow(db, Contagem, q))?.n ?? 0;

export const contarComunicados = (db: DbOrTx) => count(db, sql`select count(*)::int as n from comunicados`);

/**
 * Rewrites the next `limite` notices after `depois` in place, so PostgreSQL computes their
 * generated search vector (busca) again with the text search configuration as it is now. Nothing
 * else changes (updated_at is left as it was).
 */
export async function reescreverBuscaComunicados(tx: Tx, depois: number | null, limite: number): Promise<Passo> {
  return passo(
    await queryRow(
      tx,
      Chunk,
      sql`with lote as (select id from comunicados where id > ${depois ?? 0} order by id limit ${limite}),
               feito as (update comunicados c set titulo = c.titulo from lote where c.id = lote.id returning c.id)
          select max(id)::int as ultimo, count(*)::int as n from feito`,
    ),
  );
}

export const contarComunicadosEnviados = (db: DbOrTx) => count(db, sql`select count(*)::int as n from comunicados where status = 'ENVIADO'`);

/**
 * A delivered notice's audience is fixed at delivery (entrega/audiencia.ts: who got it is
 * history, whatever the groups have become), so what is recomputed is its stored count
 * (destinatarios) from its deliveries, for the next `limite` delivered notices after `depois`.
 * A notice not yet delivered stores no audience: it is resolved at delivery.
 */
export async function recontarDestinatarios(tx: Tx, depois: number | null, limite: number): Promise<Passo> {
  return passo(
    await queryRow(
      tx,
      Chunk,
      sql`with lote as (select id from comunicados where status = 'ENVIADO' and id > ${depois ?? 0} order by id limit ${limite}),
               feito as (
                 update comunicados c
                    set destinatarios = (select count(*)::int from comunicado_envios ce where ce.comunicado_id = c.id)
                   from lote where c.id = lote.id
                 returning c.id)
          select max(id)::int as ultimo, count(*)::int as n from feito`,
    ),
  );
}

export const contarEmailsFalhos = (db: DbOrTx) => count(db, sql`select count(*)::int as n from comunicado_emails_avulsos where status = 'FALHOU'`);

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
