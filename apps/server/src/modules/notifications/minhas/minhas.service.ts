import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/connection.js';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { paging } from '../../../platform/db/paging.js';
import { badInput } from '../../../platform/errors.js';
import { notifySql } from '../notificar.service.js';
import { lotesNotificacao, notificacoes } from '../notifications.tables.js';

/*
 * The signed-in user's own notifications (issue #13): every read and write here is keyed by the
 * caller's id, never by an id the caller sends alone, so nobody reads or marks another's.
 * The reads follow notifications.tables.ts's indexes: the unread count walks the partial index of
 * unread rows (notificacoes_nao_lidas_idx), the panel and the list the user's newest first
 * (notificacoes_usuario_data_idx) and stop at their limit, whatever the table holds.
 */

/** A notification is "recent" (the panel's first group) for this long after delivery. */
export const RECENTE_DIAS = 7;
/** The bell's panel holds the newest notifications, this many in all (recent and older). */
export const MENU_LIMITE = 20;
/** /notificacoes's page size when the caller names none. */
const PAGINA_PADRAO = 10;

export type FiltroLeitura = 'TODAS' | 'LIDAS' | 'NAO_LIDAS';

const l = alias(lotesNotificacao, 'l');

/**
 * A notification as its recipient reads it (the GraphQL Notificacao): a personalised row's own
 * title/text over the lote's, the lote's product (joined in the same statement: no loader, no
 * N+1) and link. The expressions name the page `n`, the lote `l` and the product `p` (see
 * `select`) because rows and lotes both have a titulo and texto.
 */
const columns = {
  id: sql<string>`n.id::text`,
  titulo: sql<string>`coalesce(n.titulo, l.titulo)`,
  texto: sql<string>`coalesce(n.texto, l.texto)`,
  link: l.link,
  data: sql<string>`to_char(n.data at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  lida: sql<boolean>`n.lida_em is not null`,
  recente: sql<boolean>`n.data >= now() - make_interval(days => ${RECENTE_DIAS})`,
  produto: sql<{ id: string; nome: string; baseUri: string } | null>`case when p.id is null then null
    else json_build_object('id', p.id::text, 'nome', p.nome, 'baseUri', p.base_uri) end`,
};

const leituraWhere = (leitura: FiltroLeitura) =>
  leitura === 'LIDAS' ? isNotNull(notificacoes.lidaEm) : leitura === 'NAO_LIDAS' ? isNull(notificacoes.lidaEm) : undefined;

/**
 * The user's notifications, newest first, from `offset`, at most `limit`: the page is taken first
 * from the user's own rows (notificacoes_usuario_data_idx, stopping at the limit; the unread filter
 * walks the partial index of unread rows), then only those rows meet their lotes and products.
 */
function select(db: DbOrTx, usuarioId: number, leitura: FiltroLeitura, limit: number, offset: number) {
  const page = db
    .select({
      id: notificacoes.id,
      loteId: notificacoes.loteId,
      titulo: notificacoes.titulo,
      texto: notificacoes.texto,
      data: notificacoes.data,
      lidaEm: notificacoes.lidaEm,
    })
    .from(notificacoes)
    .where(and(eq(notificacoes.usuarioId, usuarioId), leituraWhere(leitura)))
    // As the index is ordered (drizzle writes `desc nulls last`; the columns are never null, but
    // the planner matches the order only when written the same way).
    .orderBy(sql`${notificacoes.data} desc nulls last`, sql`${notificacoes.id} desc nulls last`)
    .limit(limit)
    .offset(offset)
    .as('n');
  return db
    .select(columns)
    .from(page)
    .innerJoin(l, eq(l.id, page.loteId))
    .leftJoin(sql`produtos p`, sql`p.id = l.produto_id`)
    .orderBy(sql`n.data desc, n.id desc`);
}

/** A notification as the API answers it: what `columns` select. */
export type NotificacaoView = Awaited<ReturnType<typeof select>>[number];

/** How many of the user's notifications are unread (the bell's count). */
export async function countNaoLidas(db: DbOrTx, usuarioId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificacoes)
    .where(and(eq(notificacoes.usuarioId, usuarioId), isNull(notificacoes.lidaEm)));
  return row?.n ?? 0;
}

/** The bell's panel: the newest MENU_LIMITE notifications, split into recent (RECENTE_DIAS) and older. */
export async function menu(db: DbOrTx, usuarioId: number): Promise<{ recentes: NotificacaoView[]; antigas: NotificacaoView[] }> {
  const rows = await select(db, usuarioId, 'TODAS', MENU_LIMITE, 0);
  return { recentes: rows.filter((r) => r.recente), antigas: rows.filter((r) => !r.recente) };
}

/** /notificacoes: one page of the user's notifications, newest first, all / read / unread. */
export async function pagina(
  db: DbOrTx,
  usuarioId: number,
  filtro: { page?: number | null; rowsPerPage?: number | null; leitura?: FiltroLeitura | null },
): Promise<{ content: NotificacaoView[]; totalElements: number }> {
  const page = paging({ page: filtro.page, rowsPerPage: filtro.rowsPerPage ?? PAGINA_PADRAO });
  const leitura = filtro.leitura ?? 'TODAS';
  const [content, [total]] = await Promise.all([
    select(db, usuarioId, leitura, page.limit, page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificacoes)
      .where(and(eq(notificacoes.usuarioId, usuarioId), leituraWhere(leitura))),
  ]);
  return { content, totalElements: total?.n ?? 0 };
}

/** A notification id of the API (notificacoes.id is a bigint), or BAD_USER_INPUT on `ids`. */
export function parseNotificacaoIds(ids: readonly string[]): number[] {
  return ids.map((v) => {
    const id = /^\d{1,15}$/.test(v) ? Number(v) : 0;
    if (id < 1) throw badInput([{ field: 'ids', key: 'error.invalidInput' }]);
    return id;
  });
}

/**
 * Marks the user's notifications read: the given ones (ids of other users' rows match nothing:
 * the update is keyed by the caller too), or all when `ids` is null. Answers the unread count
 * left. When something changed, `pg_notify('portal_notificacoes', '{"usuario":id}')` in the same
 * transaction tells the user's other tabs and devices (the live stream) at commit.
 */
export async function marcarComoVisualizadas(db: Db, usuarioId: number, ids: readonly number[] | null): Promise<number> {
  return db.transaction(async (tx) => {
    if (ids === null || ids.length > 0) {
      const changed = await tx
        .update(notificacoes)
        .set({ lidaEm: sql`now()` })
        .where(
          and(
            eq(notificacoes.usuarioId, usuarioId),
            isNull(notificacoes.lidaEm),
            ids === null ? undefined : inArray(notificacoes.id, [...new Set(ids)]),
          ),
        )
        .returning({ id: notificacoes.id });
      if (changed.length > 0) await tx.execute(notifySql({ usuario: usuarioId }));
    }
    return countNaoLidas(tx, usuarioId);
  });
}

/**
 * Marks read the user's notifications of one origin (origem + origemId of their lote): a notice
 * opened in its own view (notices/leitura) reads its bell entries too (delivery and reminders).
 * Keyed by the user; pg_notify as marcarComoVisualizadas when something changed. Runs in the
 * caller's transaction.
 */
export async function marcarOrigemComoVisualizada(tx: DbOrTx, usuarioId: number, origem: string, origemId: number): Promise<void> {
  const changed = await tx
    .update(notificacoes)
    .set({ lidaEm: sql`now()` })
    .from(lotesNotificacao)
    .where(
      and(
        eq(lotesNotificacao.id, notificacoes.loteId),
        eq(lotesNotificacao.origem, origem),
        eq(lotesNotificacao.origemId, origemId),
        eq(notificacoes.usuarioId, usuarioId),
        isNull(notificacoes.lidaEm),
      ),
    )
    .returning({ id: notificacoes.id });
  if (changed.length > 0) await tx.execute(notifySql({ usuario: usuarioId }));
}
