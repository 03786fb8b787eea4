/**
 * The notices part of `npm run bench` (issue #14), on the network seed's notices
 * (bench/seed/notices.ts: 20,000 notices, 1,000,000 deliveries, one of them to all 60,000 users).
 *
 * - GraphQL operations for run.ts's list, each with its baseline route (baseline-server.ts: the
 *   same services, hence the same SQL, behind a plain Fastify route): the inbox's first page and
 *   the unread badge of the dealer who holds 3,000 deliveries (BENCH_NOTICES_READER), and the
 *   dashboard of the 60,000-delivery notice read by its author (counts and reading curve,
 *   breakdown by brand, dealer group and dealer, first page of the people who have not read it;
 *   budget p50 ≤ 100 ms each, at one connection: DASHBOARD_CONNECTIONS).
 * - The fan-out: a new notice to the user group 'Rede Notificações Todos' (the whole network,
 *   60,000 users) delivered by `entregarComunicado` itself (the service the send, approval and
 *   scheduler paths call: the row lock, the audience resolved once, one `insert … select` of the
 *   deliveries, the errata check, the yearly number, status ENVIADO, the notification lote to the
 *   same 60,000, the single addresses' queue) in its own transaction, commit included, on the bench
 *   database while the bench server runs (its LISTENers hear the notification, as in production).
 *   Budget ≤ 2 s. Run once to warm up, then RUNS times; after each run (not timed) the notice, its
 *   deliveries and its notification are deleted and the year's counter given back, so the tables
 *   keep the seed's volumes and numbers stay gapless.
 */
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { schema } from '../apps/server/src/modules/schema.js';
import { openDatabase } from '../apps/server/src/platform/db/connection.js';
import { entregarComunicado } from '../apps/server/src/modules/notices/entrega/entregar.service.js';
import { BENCH_NOTICES_AUTHOR, BIG_NOTICE_TITLE } from './seed/notices.js';
import { FANOUT_GROUP } from './seed/notifications.js';
import { budgetNote } from './budgets.js';
import { graphql } from './support/graphql.js';

const RUNS = Number(process.env.BENCH_FANOUT_RUNS ?? 5);
/** Rows of a list page (the other list benches ask 10; the web's default is 5). */
const ROWS = 10;

export interface NoticeOperation {
  name: string;
  query: string;
  baselinePath: string;
  token: string;
  /** What the answer holds, recorded next to the figures. */
  answer: Record<string, unknown>;
  /** Measured at this many connections instead of the bench's (the dashboard's: 1). */
  connections?: number;
}

/**
 * The dashboard is opened by a notice's author, not by 20 people at once, and its budget
 * (< 100 ms) is one request's latency: its operations are measured at one connection. At the
 * bench's 20 on a 2-core machine, p50 is queueing (about 20 × the service time / 2 cores).
 */
const DASHBOARD_CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 1);

export interface NoticeBenchUsers {
  /** The dealer with many deliveries. */
  reader: { id: string; token: string };
  /** The 60,000-delivery notice's author. */
  author: { id: string; token: string };
}

/** The fields of a row of the recipient's lists (apps/web/src/features/notices/inbox/inbox.queries.ts, ComunicadoEnvioLinha). */
const ENVIO_LINHA = `id lido lidoEm arquivado favorito ciente cienteEm data
  comunicado { id numero titulo envioDateTime expiraEm requerCiencia errata original { id numero }
    usuarioCriador { id nome } departamento { id nome sigla } etiquetas }`;
const CONTAGEM = 'total percentual';

/** The seed's notice to the whole network (its id), or a loud failure when the seed lacks it. */
async function bigNotice(databaseUrl: string): Promise<{ id: number; destinatarios: number }> {
  const database = openDatabase(databaseUrl, { schema, max: 1 });
  try {
    const row = (await database.pool.query<{ id: number; destinatarios: number }>(`select id, destinatarios from comunicados where titulo = $1`, [BIG_NOTICE_TITLE]))
      .rows[0];
    if (!row) throw new Error(`notices bench: no notice '${BIG_NOTICE_TITLE}' (seed: npm run seed:network)`);
    return row;
  } finally {
    await database.close();
  }
}

/** The names of the GraphQL operations below (run.ts asks for them only when one is selected). */
export const NOTICE_OPERATION_NAMES = [
  'notices: comunicadoEnvios inbox page (3,000 deliveries)',
  'notices: countComunicadosNaoLidos (3,000 deliveries)',
  'notices: dashboardComunicado (60,000)',
  'notices: quebraComunicado MARCA (60,000)',
  'notices: quebraComunicado GRUPO (60,000)',
  'notices: quebraComunicado DEALER (60,000)',
  'notices: pendentesComunicado NAO_LIDO (60,000)',
] as const;

/** The operations (checked once each: an error or an empty answer fails the setup instead of being measured). */
export async function noticeOperations(baseUrl: string, databaseUrl: string, users: NoticeBenchUsers): Promise<NoticeOperation[]> {
  const big = await bigNotice(databaseUrl);
  const { reader, author } = users;
  const inbox = `{ comunicadoEnvios(filtro: { caixa: ENTRADA, page: 0, rowsPerPage: ${ROWS} }) { totalElements content { ${ENVIO_LINHA} } } }`;
  const quebra = (nivel: string) =>
    `{ quebraComunicado(id: "${big.id}", nivel: ${nivel}, page: 0, rowsPerPage: ${ROWS}) { totalElements content { id nome entregues lidos cientes } } }`;
  const ops: NoticeOperation[] = [
    {
      name: 'notices: comunicadoEnvios inbox page (3,000 deliveries)',
      query: inbox,
      baselinePath: `/comunicados/envios?usuario=${reader.id}&rows=${ROWS}`,
      token: reader.token,
      answer: {},
    },
    {
      name: 'notices: countComunicadosNaoLidos (3,000 deliveries)',
      query: '{ countComunicadosNaoLidos }',
      baselinePath: `/comunicados/naoLidos?usuario=${reader.id}`,
      token: reader.token,
      answer: {},
    },
    {
      name: 'notices: dashboardComunicado (60,000)',
      query: `{ dashboardComunicado(id: "${big.id}") { entregues lidos { ${CONTAGEM} } cientes { ${CONTAGEM} }
        pendentesLeitura { ${CONTAGEM} } pendentesCiencia { ${CONTAGEM} }
        serie { dia lidos cientes lidosAcumulado cientesAcumulado } proximoLembretePermitido } }`,
      baselinePath: `/comunicados/${big.id}/dashboard?usuario=${author.id}`,
      token: author.token,
      answer: {},
      connections: DASHBOARD_CONNECTIONS,
    },
    ...(['MARCA', 'GRUPO', 'DEALER'] as const).map((nivel) => ({
      name: `notices: quebraComunicado ${nivel} (60,000)`,
      query: quebra(nivel),
      baselinePath: `/comunicados/${big.id}/quebra?usuario=${author.id}&nivel=${nivel}&rows=${ROWS}`,
      token: author.token,
      answer: {},
      connections: DASHBOARD_CONNECTIONS,
    })),
    {
      name: 'notices: pendentesComunicado NAO_LIDO (60,000)',
      query: `{ pendentesComunicado(id: "${big.id}", filtro: { situacao: NAO_LIDO, page: 0, rowsPerPage: ${ROWS} }) {
        totalElements content { usuario { id nome email } dealer grupo lido lidoEm } } }`,
      baselinePath: `/comunicados/${big.id}/pendentes?usuario=${author.id}&rows=${ROWS}`,
      token: author.token,
      answer: {},
      connections: DASHBOARD_CONNECTIONS,
    },
  ];
  if (ops.some((op) => !(NOTICE_OPERATION_NAMES as readonly string[]).includes(op.name))) throw new Error('notices bench: NOTICE_OPERATION_NAMES out of date');
  for (const op of ops) {
    const data = await graphql<Record<string, unknown>>(baseUrl, op.token, op.query);
    const value = Object.values(data)[0] as number | { totalElements?: number; content?: unknown[]; entregues?: number };
    if (typeof value === 'number') op.answer = { count: value };
    else if ('entregues' in value) op.answer = { entregues: value.entregues };
    else op.answer = { items: value.content?.length ?? 0, totalElements: value.totalElements };
    const empty = typeof value === 'number' ? value === 0 : (op.answer.items ?? op.answer.entregues) === 0;
    if (empty) throw new Error(`notices bench: "${op.name}" answered nothing (${JSON.stringify(op.answer)})`);
  }
  return ops;
}

export interface FanOutFigure {
  recipients: number;
  runs: number;
  /** Milliseconds of each timed run, in order. */
  ms: number[];
  p50: number;
  p99: number;
  max: number;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** A saved notice to the whole network, as the form leaves it before sending. */
async function newNotice(pool: pg.Pool, grupoId: number, autorId: number): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `insert into comunicados (titulo, mensagem, usuario_criador_id, requer_ciencia, departamento_id)
     values ('Bench: comunicado para toda a rede', '<p>Confira as <strong>novas condições</strong> da campanha.</p>', $1, true,
             (select min(id) from departamentos where nome like 'Rede Departamento %'))
     returning id`,
    [autorId],
  );
  const id = rows[0]!.id;
  await pool.query(`insert into comunicado_grupos (comunicado_id, grupo_usuarios_id) values ($1, $2)`, [id, grupoId]);
  await pool.query(`insert into comunicado_etiquetas (comunicado_id, etiqueta) values ($1, 'campanha'), ($1, 'bench')`, [id]);
  return id;
}

/** Removes a delivered bench notice and gives its number back (when still the year's last). */
async function removeNotice(pool: pg.Pool, id: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`delete from lotes_notificacao where origem = 'COMUNICADO' and origem_id = $1`, [id]);
    const { rows } = await client.query<{ ano: number | null; numero: number | null }>(`delete from comunicados where id = $1 returning ano, numero`, [id]);
    const [row] = rows;
    if (row?.ano != null) await client.query(`update comunicado_numeracao set ultimo = ultimo - 1 where ano = $1 and ultimo = $2`, [row.ano, row.numero]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export const FANOUT_NAME = 'notices: fan-out 60,000 (entregarComunicado)';

/** Times the fan-out when selected; prints and returns its figure. */
export async function benchNoticeFanOut(databaseUrl: string, selected: (name: string) => boolean): Promise<Record<string, FanOutFigure>> {
  if (!selected(FANOUT_NAME)) return {};
  const database = openDatabase(databaseUrl, { schema, max: 4 });
  try {
    const { pool } = database;
    const grupo = (await pool.query<{ id: number }>(`select id from grupos_usuarios where nome = $1`, [FANOUT_GROUP])).rows[0]?.id;
    const autor = (await pool.query<{ id: number }>(`select id from usuarios where email = $1`, [BENCH_NOTICES_AUTHOR])).rows[0]?.id;
    if (!grupo || !autor) throw new Error(`notices fan-out bench: no user group '${FANOUT_GROUP}' or author (seed: npm run seed:network)`);
    const ms: number[] = [];
    let recipients = 0;
    for (let run = 0; run <= RUNS; run++) {
      const id = await newNotice(pool, grupo, autor);
      try {
        const started = performance.now();
        const entrega = await database.db.transaction((tx) => entregarComunicado(tx, id, new Date()));
        const took = Math.round(performance.now() - started);
        if (run > 0) ms.push(took);
        recipients = entrega.destinatarios;
      } finally {
        await removeNotice(pool, id);
      }
    }
    // What the deletes left behind, as autovacuum would clear it on a live table (not timed).
    await database.db.execute(sql`vacuum analyze comunicado_envios`);
    await database.db.execute(sql`vacuum analyze notificacoes`);
    const figure: FanOutFigure = { recipients, runs: RUNS, ms, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
    console.log(
      `${FANOUT_NAME.padEnd(56)} ${recipients} recipients  p50 ${figure.p50} ms  p99 ${figure.p99} ms  (${ms.join(', ')})${budgetNote(FANOUT_NAME, figure)}`,
    );
    return { [FANOUT_NAME]: figure };
  } finally {
    await database.close();
  }
}
