import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection.js';

/** The documents of the user's own notifications, as the web asks them (features/notifications/notifications.queries.ts). */
export const NOTIFICACAO_FIELDS = 'id titulo texto link data lida recente produto { id nome baseUri }';
export const COUNT_NAO_LIDAS = 'query { countNotificacoesNaoLidas }';
export const NOTIFICACOES_MENU = `query { notificacoesMenu { recentes { ${NOTIFICACAO_FIELDS} } antigas { ${NOTIFICACAO_FIELDS} } } }`;
export const NOTIFICACOES = `query ($page: Int, $rowsPerPage: Int, $leitura: FiltroLeituraNotificacao) {
  notificacoes(page: $page, rowsPerPage: $rowsPerPage, leitura: $leitura) { totalElements content { ${NOTIFICACAO_FIELDS} } } }`;
export const MARCAR = 'mutation ($ids: [ID!]) { marcarNotificacoesComoVisualizadas(ids: $ids) }';

/** A user's id by e-mail. */
export async function usuarioId(database: Database, email: string): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`select id from usuarios where email = ${email}`);
  const id = res.rows[0]?.id;
  if (id === undefined) throw new Error(`no user ${email}`);
  return id;
}

/**
 * Notifications written straight into the tables (one lote, one row per user), `diasAtras` days
 * old: a test of reading needs rows of a given age, which the service (now()) cannot write.
 */
export async function inserirNotificacoes(
  database: Database,
  usuarioIds: readonly number[],
  opts: { titulo?: string; texto?: string; diasAtras?: number; produtoId?: number | null; link?: string | null } = {},
): Promise<{ loteId: number; ids: number[] }> {
  const lote = await database.db.execute<{ id: number }>(sql`
    insert into lotes_notificacao (origem, titulo, texto, produto_id, link, destinatarios)
    values ('GENERICA', ${opts.titulo ?? 'Aviso'}, ${opts.texto ?? '<p>Texto</p>'}, ${opts.produtoId ?? null}, ${opts.link ?? null}, ${usuarioIds.length})
    returning id`);
  const loteId = lote.rows[0]!.id;
  const rows = await database.db.execute<{ id: string }>(sql`
    insert into notificacoes (lote_id, usuario_id, data)
    select ${loteId}, u, now() - make_interval(days => ${opts.diasAtras ?? 0}) from unnest(${sql.param([...usuarioIds])}::int[]) u
    returning id`);
  return { loteId, ids: rows.rows.map((r) => Number(r.id)) };
}
