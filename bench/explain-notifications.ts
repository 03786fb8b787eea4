/**
 * `node --import tsx bench/explain-notifications.ts`: the plans (EXPLAIN ANALYZE, buffers) of the
 * own-notification reads on the network seed's 1,000,000 notifications, as the services run them
 * (their own statements, caught on the pool), for the bench user: the unread count, the panel,
 * the list's first page with each filter, and mark-all on a copy rolled back. Figures, not assertions.
 */
import type pg from 'pg';
import { openBenchDatabase } from './support/database.js';
import { BENCH_NOTIFICATIONS_USER } from './seed/notifications.js';
import { countNaoLidas, menu, pagina } from '../apps/server/src/modules/notifications/minhas/minhas.service.js';

async function main() {
  const database = await openBenchDatabase();
  const pool = database.pool as pg.Pool & { query: (...args: unknown[]) => Promise<unknown> };
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  let label = '';
  pool.query = async (...args: unknown[]) => {
    const cfg = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof cfg === 'string' ? cfg : cfg.text;
    const values = (args[1] as unknown[] | undefined) ?? (typeof cfg === 'string' ? undefined : cfg.values);
    const plan = await original(`explain (analyze, buffers) ${text}`, values);
    console.log(`\n== ${label}\n${text}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
    return original(...args);
  };
  const id = (await original(`select id from usuarios where email = $1`, [BENCH_NOTIFICATIONS_USER])).rows[0].id as number;
  const total = (await original(`select count(*)::int n from notificacoes`)).rows[0].n as number;
  console.log(`notificacoes: ${total} rows; bench user ${id}`);
  label = 'countNotificacoesNaoLidas';
  await countNaoLidas(database.db, id);
  label = 'notificacoesMenu';
  await menu(database.db, id);
  for (const leitura of ['TODAS', 'NAO_LIDAS', 'LIDAS'] as const) {
    label = `notificacoes page 0 ${leitura}`;
    await pagina(database.db, id, { page: 0, rowsPerPage: 10, leitura });
  }
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
