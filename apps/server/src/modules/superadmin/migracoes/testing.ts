import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/connection.js';
import { gql } from '../../../test/graphql.js';

/** Test documents and data of the maintenance migrations. */

export const MIGRACAO = 'id tipo status feitos total log { em texto } erro iniciadaEm concluidaEm';
export const INICIAR_MIGRACAO = `mutation($t: TipoMigracao!) { iniciarMigracao(tipo: $t) { ${MIGRACAO} } }`;
export const MIGRACOES = `query { migracoes { ${MIGRACAO} } }`;

export interface MigracaoDoc {
  id: string;
  tipo: string;
  status: string;
  feitos: number;
  total: number;
  log: { em: string; texto: string }[];
  erro: string | null;
  iniciadaEm: string;
  concluidaEm: string | null;
}

export async function iniciar(app: FastifyInstance, token: string, tipo: string, lang?: string) {
  return gql<{ iniciarMigracao: MigracaoDoc }>(app, INICIAR_MIGRACAO, { token, variables: { t: tipo }, ...(lang ? { lang } : {}) });
}

export async function migracoes(app: FastifyInstance, token: string, lang?: string): Promise<MigracaoDoc[]> {
  const res = await gql<{ migracoes: MigracaoDoc[] }>(app, MIGRACOES, { token, ...(lang ? { lang } : {}) });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.migracoes;
}

let seq = 0;

/** A library item (a folder when no file is given) written straight into the table; its id. */
export async function novoItem(database: Database, proprietarioId: number, opts: { nome?: string; arquivoId?: string } = {}): Promise<number> {
  const nome = opts.nome ?? `Item migração ${process.pid}-${++seq}`;
  const res = await database.db.execute<{ id: number }>(sql`
    insert into itens_biblioteca (nome, pasta, caminho, proprietario_id, arquivo_id)
    values (${nome}, ${opts.arquivoId === undefined}, '{}', ${proprietarioId}, ${opts.arquivoId ?? null}::uuid) returning id`);
  const id = res.rows[0]!.id;
  await database.db.execute(sql`update itens_biblioteca set caminho = array[id] where id = ${id}`);
  return id;
}

/** Library items whose stored search vector differs from what the current configuration computes. */
export async function itensComBuscaAntiga(database: Database): Promise<number> {
  const res = await database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from itens_biblioteca
     where busca::text <> (setweight(to_tsvector('portal_pt', nome::text), 'A') || setweight(to_tsvector('portal_pt', coalesce(conteudo, '')), 'B'))::text`);
  return res.rows[0]!.n;
}

export async function comunicadosComBuscaAntiga(database: Database): Promise<number> {
  const res = await database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from comunicados
     where busca::text <> (setweight(to_tsvector('portal_pt', titulo), 'A') || setweight(to_tsvector('portal_pt', regexp_replace(mensagem, '<[^>]*>', ' ', 'g')), 'B'))::text`);
  return res.rows[0]!.n;
}

/** The row versions (xmin) of library items: a row rewritten by a chunk gets a new one. */
export async function versoes(database: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const res = await database.db.execute<{ id: number; v: string }>(
    sql`select id, xmin::text as v from itens_biblioteca where id = any(${sql.param([...ids])}::int[])`,
  );
  return new Map(res.rows.map((r) => [r.id, r.v]));
}

/** A demo user's id by e-mail. */
export async function idDe(database: Database, email: string): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`select id from usuarios where email = ${email}`);
  return res.rows[0]!.id;
}
