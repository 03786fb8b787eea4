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
 * Deletes the deliveries made before `now - RETENCAO_DIAS`: their rows first, `batch` rows per
 * statement (old lotes by lotes_notificacao_created_idx, their rows by notificacoes_lote_idx; a
 * row's `data` is its lote's instant, both written by one transaction), then the lotes left
 * without rows, unless a generic notification names them.
 */
export async function expurgarNotificacoes(
  db: DbOrTx,
  now: Date,
  opts: { dias?: number; batch?: number } = {},
): Promise<{ dias: number; removidas: number; lotes: number }> {
  const dias = opts.dias ?? RETENCAO_DIAS;
  const batch = opts.batch ?? LOTE_EXPURGO;
  const antesDe = sql`${new Date(now.getTime() - dias * 86_400_000).toISOString()}::timestamptz`;
  let removidas = 0;
  for (;;) {
    const res = await db.execute(sql`
      delete from notificacoes where id in (
        select n.id from lotes_notificacao l join notificacoes n on n.lote_id = l.id
         where l.created_at < ${antesDe} limit ${batch})`);
    removidas += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < batch) break;
  }
  let lotes = 0;
  for (;;) {
    const res = await db.execute(sql`
      delete from lotes_notificacao where id in (
        select l.id from lotes_notificacao l
         where l.created_at < ${antesDe}
           and not exists (select 1 from notificacoes n where n.lote_id = l.id)
           and not exists (select 1 from notificacoes_genericas g where g.lote_id = l.id)
         limit ${batch})`);
    lotes += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < batch) break;
  }
  return { dias, removidas, lotes };
}
