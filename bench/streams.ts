/**
 * Run by `npm run bench` after the other figures, or alone: `node --import tsx bench/streams.ts`
 * (needs no build nor network seed). N concurrent notification
 * streams on ONE portal instance, against 127.0.0.1 only. For each N (default 1,000 and 5,000;
 * BENCH_STREAMS=200,1000 to choose): the server's memory per open stream (RSS and heap after a
 * full GC, before and after opening them) and the delivery latency from a notification's commit
 * to its event at the client — single-recipient notifications (p50/p99 over 200) and one lote to
 * every connected user (p50/p99 over the streams). A throwaway embedded PostgreSQL of its own
 * (demo seed + bench users); figures printed and written to bench/results.json under "streams".
 * Users hold 10 streams each (the per-user limit), so N/10 users sign in through the real flow.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.js';
import { schema } from '../apps/server/src/modules/schema.js';
import { openDatabase } from '../apps/server/src/platform/db/connection.js';
import { startEmbeddedCluster } from '../apps/server/src/platform/db/embedded.js';
import { runMigrations } from '../apps/server/src/platform/db/migrate.js';
import { hashPassword } from '../apps/server/src/platform/identity/passwords.js';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.js';
import { ROOT } from './support/database.js';
import { signInOverHttp } from './support/sign-in.js';

const SIZES = (process.env.BENCH_STREAMS ?? '1000,5000').split(',').map(Number);
const PER_USER = 10;
const PASSWORD = 'Portal#2026';
const CHANNEL = 'portal_notificacoes';
const RESULTS = path.join(ROOT, 'bench/results.json');

interface Client {
  usuarioId: number;
  req: http.ClientRequest;
  /** Called with each naoLidas event's arrival time. */
  onEvent: ((at: number) => void) | null;
  events: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => Math.round(n * 10) / 10;
const MB = (b: number) => Math.round((b / 1e6) * 10) / 10;

function openStream(baseUrl: string, token: string, usuarioId: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { usuarioId, req: null as unknown as http.ClientRequest, onEvent: null, events: 0 };
    client.req = http.get(`${baseUrl}/api/notificacoes/eventos`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (!block.startsWith('event: naoLidas')) continue;
          const at = performance.now();
          client.events++;
          if (client.events === 1) resolve(client);
          client.onEvent?.(at);
        }
      });
    });
    client.req.on('error', reject);
  });
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

async function main() {
  const dir = path.join(ROOT, '.tmp/bench-streams');
  fs.rmSync(dir, { recursive: true, force: true });
  const cluster = await startEmbeddedCluster(path.join(dir, 'pg'), await freePort());
  await cluster.createDatabase('portal');
  const url = cluster.url('portal');
  const database = openDatabase(url, { schema, max: 4 });
  await runMigrations(database.db);
  await seedDemoIfEmpty(database.db, { info: () => {} });
  const maxUsers = Math.ceil(Math.max(...SIZES) / PER_USER);
  const hash = await hashPassword(PASSWORD);
  await database.pool.query(
    `insert into usuarios (nome, email, tipo, active, password_hash)
     select 'Bench ' || i, 'stream' || i || '@bench.test', 'MONTADORA', true, $2 from generate_series(1, $1) i`,
    [maxUsers, hash],
  );
  await database.pool.query(`update usuarios set idp_subject = id::text where email like 'stream%@bench.test'`);
  const { rows: users } = await database.pool.query<{ id: number; email: string }>(
    `select id, email::text from usuarios where email like 'stream%@bench.test' order by id`,
  );

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = fork(path.join(ROOT, 'bench/streams-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATABASE_URL: url, DATA_DIR: dir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const memory = () =>
    new Promise<NodeJS.MemoryUsage>((resolve) => {
      server.once('message', (m) => resolve((m as { memory: NodeJS.MemoryUsage }).memory));
      server.send('memory');
    });

  console.log(`signing in ${users.length} users …`);
  const started = Date.now();
  const tokens = await inBatches(users, 8, (u) => signInOverHttp(baseUrl, u.email, PASSWORD));
  console.log(`  ${users.length} sign-ins in ${Math.round((Date.now() - started) / 1000)} s`);

  /** One committed notification; resolves with the commit's time. */
  async function notify(usuarioIds: number[]): Promise<number> {
    const c = await database.pool.connect();
    try {
      await c.query('begin');
      const { rows } = await c.query<{ id: number }>(
        `insert into lotes_notificacao (origem, titulo, texto, destinatarios) values ('GENERICA', 'Bench', '<p>bench</p>', $1) returning id`,
        [usuarioIds.length],
      );
      await c.query(`insert into notificacoes (lote_id, usuario_id) select $1, u from unnest($2::int[]) u`, [rows[0]!.id, usuarioIds]);
      await c.query(`select pg_notify($1, json_build_object('lote', $2::int)::text)`, [CHANNEL, rows[0]!.id]);
      await c.query('commit');
      return performance.now();
    } finally {
      c.release();
    }
  }

  // Warm-up: the code paths of a stream are loaded and compiled before anything is measured.
  const warm = await inBatches(Array.from({ length: 100 }, (_, i) => i), 100, (i) => openStream(baseUrl, tokens[i % tokens.length]!, 0));
  for (const c of warm) c.req.destroy();
  await new Promise((r) => setTimeout(r, 1000));

  const figures: Record<string, unknown> = {};
  for (const n of SIZES) {
    const before = await memory();
    const opened = Date.now();
    const clients = await inBatches(
      Array.from({ length: n }, (_, i) => i),
      200,
      (i) => openStream(baseUrl, tokens[Math.floor(i / PER_USER)]!, users[Math.floor(i / PER_USER)]!.id),
    );
    const openSeconds = (Date.now() - opened) / 1000;
    const after = await memory();
    const perStream = {
      rssKB: Math.round((after.rss - before.rss) / n / 1024 * 10) / 10,
      heapKB: Math.round((after.heapUsed - before.heapUsed) / n / 1024 * 10) / 10,
    };

    // Single recipients: one user's 10 streams each time, one after another.
    const single: number[] = [];
    for (let k = 0; k < 200; k++) {
      const target = clients[(k * PER_USER) % n]!;
      const arrived = new Promise<number>((resolve) => (target.onEvent = resolve));
      const committed = await notify([target.usuarioId]);
      single.push((await arrived) - committed);
      target.onEvent = null;
    }
    single.sort((x, y) => x - y);

    // One lote to every connected user: latency of each stream's event.
    const everyone = [...new Set(clients.map((c) => c.usuarioId))];
    const arrivals = clients.map((c) => new Promise<number>((resolve) => (c.onEvent = resolve)));
    const committed = await notify(everyone);
    const fanOut = (await Promise.all(arrivals)).map((t) => t - committed).sort((x, y) => x - y);
    for (const c of clients) c.onEvent = null;

    const figure = {
      streams: n,
      openSeconds,
      serverRssMB: { before: MB(before.rss), after: MB(after.rss) },
      perStream,
      singleRecipientMs: { p50: ms(pct(single, 50)), p99: ms(pct(single, 99)), max: ms(single.at(-1)!) },
      fanOutToAllMs: { p50: ms(pct(fanOut, 50)), p99: ms(pct(fanOut, 99)), max: ms(fanOut.at(-1)!) },
    };
    figures[`${n} streams`] = figure;
    console.log(
      `${String(n).padStart(5)} streams: opened in ${openSeconds} s; server RSS ${figure.serverRssMB.before} → ${figure.serverRssMB.after} MB, ` +
        `${perStream.rssKB} KB RSS / ${perStream.heapKB} KB heap per stream; commit→event single p50 ${figure.singleRecipientMs.p50} ms ` +
        `p99 ${figure.singleRecipientMs.p99} ms; one lote to all ${n}: p50 ${figure.fanOutToAllMs.p50} ms p99 ${figure.fanOutToAllMs.p99} ms`,
    );
    for (const c of clients) c.req.destroy();
    await new Promise((r) => setTimeout(r, 1000));
  }

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await database.close();
  await cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });

  const results = fs.existsSync(RESULTS) ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
  results.streams = { at: new Date().toISOString(), figures };
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
