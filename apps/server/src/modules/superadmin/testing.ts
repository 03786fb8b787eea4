import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';

/** Test data and documents of the super-admin area. */

export const RELATORIO = 'alvo provedor dryRun criados { id nome email alteracoes } atualizados { id nome alteracoes } desativados { id nome alteracoes } inalterados observacao';

export const SINCRONIZAR_USUARIOS = `mutation($d: Boolean) { sincronizarUsuarios(dryRun: $d) { ${RELATORIO} } }`;
export const SINCRONIZAR_IDP = `mutation($e: String, $d: Boolean) { sincronizarIdentityProvider(emailUsuario: $e, dryRun: $d) { ${RELATORIO} } }`;
export const SINCRONIZAR_DEALERS = `mutation($d: Boolean) { sincronizarDealers(dryRun: $d) { ${RELATORIO} } }`;
export const SINCRONIZAR_GRUPOS = `mutation($d: Boolean) { sincronizarGrupos(dryRun: $d) { ${RELATORIO} } }`;

export interface ItemDoc {
  id: string;
  nome: string;
  email?: string;
  alteracoes: string[];
}
export interface RelatorioDoc {
  alvo: string;
  provedor: string;
  dryRun: boolean;
  criados: ItemDoc[];
  atualizados: ItemDoc[];
  desativados: ItemDoc[];
  inalterados: number;
  observacao: string | null;
}

let seq = 0;

/** A manufacturer user written straight into the table (as an operator's SQL or an old import would). */
export async function insertUsuario(
  database: Database,
  opts: { active?: boolean; passwordHash?: string | null; idioma?: string } = {},
): Promise<{ id: number; nome: string; email: string }> {
  const n = `${process.pid}-${++seq}-${Date.now() % 100000}`;
  const nome = `Sincronia Teste ${n}`;
  const email = `sincronia-${n}@portal.test`;
  const res = await database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, idioma, active, password_hash)
    values (${nome}, ${email}, 'MONTADORA', ${opts.idioma ?? 'PT_BR'}, ${opts.active ?? true}, ${opts.passwordHash ?? null})
    returning id`);
  return { id: res.rows[0]!.id, nome, email };
}

/** Row counts of every table a synchronisation may write (the dry run must leave them as they are). */
export async function writeCounts(database: Database): Promise<Record<string, number>> {
  const res = await database.pool.query<Record<string, number>>(`
    select (select count(*)::int from password_reset_tokens) as tokens,
           (select count(*)::int from password_reset_tokens where used_at is not null) as tokens_usados,
           (select count(*)::int from oidc_payloads) as oidc,
           (select count(*)::int from auditoria) as auditoria,
           (select count(*)::int from email_outbox) as emails`);
  return res.rows[0]!;
}
