/**
 * `node --import tsx bench/explain-notices.ts [word]`: the plans (EXPLAIN ANALYZE, buffers) of the
 * notices reads on the network seed (bench/seed/notices.ts), as the services run them (their own
 * statements, caught on the pool), each after 3 warm-up calls and 5 timed ones (printed): the
 * heavy reader's inbox page and unread badge, and the 60,000-delivery notice's dashboard,
 * breakdowns and pending people as its author. `word` keeps the reads whose name contains it.
 * The fan-out's statements: bench/notices.ts times entregarComunicado as a whole. Figures, not assertions.
 */
import type pg from 'pg';
import { openBenchDatabase } from './support/database.js';
import { BENCH_NOTICES_AUTHOR, BENCH_NOTICES_READER, BIG_NOTICE_TITLE } from './seed/notices.js';
import { loadCurrentUser } from '../apps/server/src/modules/users/current-user.service.js';
import { comunicadoEnvios, countComunicadosNaoLidos } from '../apps/server/src/modules/notices/leitura/envios.service.js';
import { painelComunicado } from '../apps/server/src/modules/notices/dashboard/painel.service.js';
import { quebraComunicado } from '../apps/server/src/modules/notices/dashboard/quebra.service.js';
import { pendentesComunicado } from '../apps/server/src/modules/notices/dashboard/pendentes.service.js';
import { getPortalLabels } from '../apps/server/src/platform/portal-properties/portal-properties.js';

async function main() {
  const database = await openBenchDatabase();
  const pool = database.pool as pg.Pool & { query: (...args: unknown[]) => Promise<unknown> };
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  let label = '';
  let explain = false;
  pool.query = async (...args: unknown[]) => {
    if (explain) {
      const cfg = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof cfg === 'string' ? cfg : cfg.text;
      const values = (typeof cfg === 'string' ? undefined : cfg.values) ?? (args[1] as unknown[] | undefined);
      const plan = await original(`explain (analyze, buffers) ${text}`, values);
      console.log(`\n== ${label}\n${text}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
    }
    return original(...args);
  };
  try {
    const user = async (email: string) => {
      const id = (await original(`select id from usuarios where email = $1`, [email])).rows[0]?.id as number | undefined;
      const loaded = id === undefined ? null : await loadCurrentUser(database.db, id);
      if (!loaded) throw new Error(`no user ${email} (seed: npm run seed:network)`);
      return loaded;
    };
    const reader = await user(BENCH_NOTICES_READER);
    const author = await user(BENCH_NOTICES_AUTHOR);
    const big = (await original(`select id from comunicados where titulo = $1`, [BIG_NOTICE_TITLE])).rows[0]?.id as number | undefined;
    if (!big) throw new Error(`no notice '${BIG_NOTICE_TITLE}' (seed: npm run seed:network)`);
    const leitura = { idioma: author.idioma, labels: await getPortalLabels(database.db, author.idioma) };
    const page = { page: 0, rowsPerPage: 10 };
    const reads: [string, () => Promise<unknown>][] = [
      ['inbox page (heavy reader)', () => comunicadoEnvios(database.db, reader.id, { caixa: 'ENTRADA', ...page }, new Date())],
      ['unread badge (heavy reader)', () => countComunicadosNaoLidos(database.db, reader.id, new Date())],
      ['dashboard (60,000)', () => painelComunicado(database.db, author, big, new Date())],
      ...(['MARCA', 'GRUPO', 'DEALER'] as const).map(
        (nivel): [string, () => Promise<unknown>] => [`breakdown ${nivel} (60,000)`, () => quebraComunicado(database.db, author, big, nivel, page, leitura)],
      ),
      ['pending NAO_LIDO (60,000)', () => pendentesComunicado(database.db, author, big, { situacao: 'NAO_LIDO', ...page })],
    ];
    const word = (process.argv[2] ?? '').toLowerCase();
    for (const [name, run] of reads.filter(([n]) => n.toLowerCase().includes(word))) {
      label = name;
      for (let i = 0; i < 3; i++) await run();
      const started = performance.now();
      for (let i = 0; i < 5; i++) await run();
      console.log(`\n##### ${name}: ${((performance.now() - started) / 5).toFixed(1)} ms per call (sequential, warm)`);
      explain = true;
      await run();
      explain = false;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
