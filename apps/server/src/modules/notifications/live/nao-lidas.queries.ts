import { and, count, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/connection.js';
import { notificacoes } from '../notifications.tables.js';

const ints = (ids: readonly number[]) => sql`${sql.param(ids)}::int[]`;

/**
 * Which of `usuarioIds` (the users with a stream on this instance) received a notification of
 * these lotes: one query, whatever the lote's size, read through the lote's index and filtered by
 * the few users connected here (a fan-out to 60,000 users is not 60,000 look-ups per instance).
 */
export async function destinatariosConectados(db: Db, loteIds: readonly number[], usuarioIds: readonly number[]): Promise<number[]> {
  if (!loteIds.length || !usuarioIds.length) return [];
  const rows = await db
    .selectDistinct({ usuarioId: notificacoes.usuarioId })
    .from(notificacoes)
    .where(and(sql`${notificacoes.loteId} = any(${ints(loteIds)})`, sql`${notificacoes.usuarioId} = any(${ints(usuarioIds)})`));
  return rows.map((r) => r.usuarioId);
}

/** Unread count of each user (0 for users with none): one grouped query over the unread index. */
export async function naoLidasDe(db: Db, usuarioIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(usuarioIds.map((id) => [id, 0]));
  if (!usuarioIds.length) return counts;
  const rows = await db
    .select({ usuarioId: notificacoes.usuarioId, naoLidas: count() })
    .from(notificacoes)
    .where(and(sql`${notificacoes.usuarioId} = any(${ints(usuarioIds)})`, isNull(notificacoes.lidaEm)))
    .groupBy(notificacoes.usuarioId);
  for (const row of rows) counts.set(row.usuarioId, row.naoLidas);
  return counts;
}
