import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/transaction.js';

/**
 * How long a notification is kept (issue #13: "old notifications are purged by a daily job after
 * a retention period you state"; the README's Notifications section states it): 180 days after
 * delivery, read or not. A delivery (lote) goes with its last row, unless a generic notification
 * still names it (its list shows how many it reached).
 */
export const RETENCAO_DIAS = 180;

/**
 * Rows deleted per statement: each batch is a short statement (a few hundred ms at most) that
 * holds few locks and little WAL at once, so a first purge of millions of rows never stalls the
 * fan-outs and reads running beside it.
 */
export const LOTE_EXPURGO = 10_000;

/**
 * Deletes the notifications delivered before `now - RETENCAO_DIAS`, in batches of `batch` rows
 * (the oldest first, through notificacoes_data_idx), then the deliveries left without rows.
 */
export async function expurgarNotificacoes(
  db: DbOrTx,
  now: Date,
  opts: { dias?: number; batch?: number } = {},
): Promise<{ dias: number; removidas: number; lotes: number }> {
  const dias = opts.dias ?? RETENCAO_DIAS;
  const batch = opts.batch ?? LOTE_EXPURGO;
  const antesDe = new Date(now.getTime() - dias * 86_400_000);
  let removidas = 0;
  for (;;) {
    const res = await db.execute(sql`
      delete from notificacoes where id in (
        select id from notificacoes where data < ${antesDe.toISOString()}::timestamptz order by data limit ${batch})`);
    removidas += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < batch) break;
  }
  let lotes = 0;
  for (;;) {
    const res = await db.execute(sql`
      delete from lotes_notificacao where id in (
        select l.id from lotes_notificacao l
         where l.created_at < ${antesDe.toISOString()}::timestamptz
           and not exists (select 1 from notificacoes n where n.lote_id = l.id)
           and not exists (select 1 from notificacoes_genericas g where g.lote_id = l.id)
         order by l.created_at limit ${batch})`);
    lotes += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < batch) break;
  }
  return { dias, removidas, lotes };
}
