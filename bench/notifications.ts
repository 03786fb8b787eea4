/**
 * The notifications part of `npm run bench` (issue #13): the fan-out of one notification to the
 * whole network (60,000 users, budget ≤ 2 s), timed around `notificar` itself (the service other
 * areas call: lote, one `insert … select` of the recipients, the count, pg_notify, commit) on the
 * bench database while the bench server runs (its LISTENers hear each delivery, as in production).
 * Three ways: the audience of the user group 'Rede Notificações Todos' (every network brand and
 * user type, all dealers), the same users as a list of ids, and the group with a personalised
 * text ({{nome}}, {{dealer}} filled per recipient). Each is run once to warm up, then RUNS times;
 * each delivery is deleted after its timing (not timed), so the table keeps its 1,000,000 rows.
 * The unread count and the panel are GraphQL operations of run.ts's list (notificationOperations).
 */
import { sql } from 'drizzle-orm';
import { schema } from '../apps/server/src/modules/schema.js';
import { openDatabase } from '../apps/server/src/platform/db/connection.js';
import { notificar, type DestinatariosNotificacao, type NovaNotificacao } from '../apps/server/src/modules/notifications/notificar.service.js';
import { FANOUT_GROUP } from './seed/notifications.js';
import { budgetNote } from './budgets.js';

const RUNS = Number(process.env.BENCH_FANOUT_RUNS ?? 5);

export interface FanOutFigure {
  recipients: number;
  runs: number;
  /** Milliseconds of each timed run, in order. */
  ms: number[];
  p50: number;
  max: number;
}

/** The GraphQL operations of the signed-in user's notifications, for run.ts's list (with their baseline routes). */
export function notificationOperations(): { name: string; query: string; baselinePath: string }[] {
  return [
    { name: 'notifications: countNotificacoesNaoLidas (1M rows)', query: '{ countNotificacoesNaoLidas }', baselinePath: '/notificacoes/count' },
    {
      name: 'notifications: notificacoesMenu (1M rows)',
      query: `{ notificacoesMenu { recentes { id titulo texto link data lida recente produto { id nome baseUri } }
        antigas { id titulo texto link data lida recente produto { id nome baseUri } } } }`,
      baselinePath: '/notificacoes/menu',
    },
  ];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** Times the selected fan-outs; prints and returns their figures. */
export async function benchFanOut(databaseUrl: string, selected: (name: string) => boolean): Promise<Record<string, FanOutFigure>> {
  const database = openDatabase(databaseUrl, { schema, max: 4 });
  const figures: Record<string, FanOutFigure> = {};
  try {
    const grupo = (await database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = $1`, [FANOUT_GROUP])).rows[0]?.id;
    if (!grupo) throw new Error(`fan-out bench: no user group '${FANOUT_GROUP}' (seed: npm run seed:network)`);
    const ids = (await database.pool.query<{ id: number }>(`select id from usuarios where email like 'net.%' and active order by id`)).rows.map((r) => r.id);
    const nova: NovaNotificacao = {
      origem: 'GENERICA',
      titulo: 'Bench: aviso para toda a rede',
      texto: '<p>Confira as <strong>novidades</strong> da semana na <a href="/biblioteca">biblioteca</a>.</p>',
      link: '/biblioteca',
    };
    const variants: [string, NovaNotificacao, DestinatariosNotificacao][] = [
      ['notifications: fan-out 60,000 (user group)', nova, { gruposUsuarios: [grupo] }],
      ['notifications: fan-out 60,000 (user ids)', nova, { usuarioIds: ids }],
      [
        'notifications: fan-out 60,000 personalised (user group)',
        { ...nova, titulo: 'Olá, {{nome}}', texto: '<p>{{nome}}, confira as novidades para {{dealer}}.</p>', personalizar: true },
        { gruposUsuarios: [grupo] },
      ],
    ];
    for (const [name, what, para] of variants) {
      if (!selected(name)) continue;
      const ms: number[] = [];
      let recipients = 0;
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        const { loteId, destinatarios } = await notificar(database.db, what, para);
        const took = Math.round(performance.now() - started);
        if (run > 0) ms.push(took);
        recipients = destinatarios;
        await database.db.execute(sql`delete from lotes_notificacao where id = ${loteId}`);
      }
      await database.pool.query('vacuum analyze notificacoes');
      const figure = { recipients, runs: RUNS, ms, p50: median(ms), max: Math.max(...ms) };
      figures[name] = figure;
      console.log(`${name.padEnd(56)} ${recipients} recipients  p50 ${figure.p50} ms  max ${figure.max} ms  (${ms.join(', ')})${budgetNote(name, figure)}`);
    }
  } finally {
    await database.close();
  }
  return figures;
}
