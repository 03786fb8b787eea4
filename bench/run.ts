/**
 * `npm run bench`: seeds the network-scale data (idempotent), starts the built portal and a bare
 * Fastify baseline that runs the same SQL, and measures each hot operation with autocannon on
 * loopback only, in bounded runs. Prints requests/s, p50/p99 and the ratio to the baseline, and
 * writes bench/results.json. Figures, never assertions. Then the 900 MB upload benchmark
 * (bench/upload.ts: multipart and tus, throughput and the server's peak memory). The user import
 * comes last, once the portal has stopped: it runs on a throwaway copy of the data (bench/imports.ts).
 * `npm run bench -- --upload` runs the upload benchmark alone, `-- --no-upload` everything else,
 * `-- --only busca,tus` the operations whose name contains one of the words; a partial run updates
 * its own part of bench/results.json and keeps the rest. Operations with a budget in the
 * performance issue print it next to their figure (bench/budgets.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { embeddedUrl } from '../apps/server/src/platform/db/embedded.js';
import { BENCH_DATA_DIR, BENCH_PG_PORT, ROOT } from './support/database.js';
import { freePort } from '../apps/server/src/test/free-port.js';
import { startPortal, startProcess, stopProcess } from './support/processes.js';
import { signInOverHttp } from './support/sign-in.js';
import { graphql } from './support/graphql.js';
import { libraryOperations } from './library-ops.js';
import { attachCheckAndDelete, uploadMultipart, uploadTus, type UploadFigure } from './upload.js';
import { BUDGETS, budgetNote, onlyFilter } from './budgets.js';
import { benchFanOut, notificationOperations } from './notifications.js';
import { benchNoticeFanOut, NOTICE_OPERATION_NAMES, noticeOperations } from './notices.js';
import { BENCH_NOTICES_READER } from './seed/notices.js';
import { benchHome } from './home.js';
import { benchImports } from './imports.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BENCH_USER = 'net.50@rede.test';
/** A dealer user in several user groups, no library manager (the library's filtered path). */
const BENCH_DEALER = 'net.1@rede.test';
const ONLY_UPLOAD = process.argv.includes('--upload');
const SKIP_UPLOAD = process.argv.includes('--no-upload');
const selected = onlyFilter(process.argv);
const PARTIAL = ONLY_UPLOAD || SKIP_UPLOAD || process.argv.includes('--only');
const RESULTS = path.join(ROOT, 'bench/results.json');

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  connections = CONNECTIONS,
): Promise<Figure> {
  const result = await autocannon({ url, duration: DURATION_S, connections, ...init });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Prints and returns the two 900 MB uploads (multipart, tus), each attached, checked and deleted. */
async function benchUploads(baseUrl: string, token: string, serverPid: number): Promise<Record<string, UploadFigure>> {
  // Any folder will do: the manager writes everywhere, and the item is removed right away.
  const roots = await graphql<{ itemsPorPasta: { id: string }[] }>(baseUrl, token, '{ itemsPorPasta(idPastaPai: null) { id } }');
  const pastaId = roots.itemsPorPasta[0]?.id;
  if (!pastaId) throw new Error('upload bench: no library folder (seed the library: npm run seed:network)');
  const figures: Record<string, UploadFigure> = {};
  for (const [name, run] of [
    ['upload 900 MB multipart', uploadMultipart],
    ['upload 900 MB tus', uploadTus],
  ] as const) {
    if (!selected(name)) continue;
    const { figure, arquivoId } = await run(baseUrl, token, serverPid);
    await attachCheckAndDelete(baseUrl, token, arquivoId, pastaId);
    figures[name] = figure;
    const m = figure.serverMemory;
    console.log(
      `${name.padEnd(32)} ${String(figure.seconds).padStart(6)} s  ${figure.megabytesPerSecond} MB/s  ` +
        `| server RSS ${m.beforeMB} MB, peak ${m.peakSampledMB} MB sampled` +
        (m.peakKernelMB === null ? '' : ` / ${m.peakKernelMB} MB kernel`) +
        (figure.interruption
          ? ` | dropped at ${figure.interruption.droppedAtByte}, resumed from ${figure.interruption.resumedFromByte}, ${figure.interruption.patches} PATCHes`
          : '') +
        budgetNote(name, figure),
    );
  }
  return figures;
}

async function main() {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-network.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);

  const databaseUrl = process.env.DATABASE_URL ?? embeddedUrl(BENCH_PG_PORT, 'portal');
  const { server, baseUrl } = await startPortal('bench-server', { DATA_DIR: BENCH_DATA_DIR, EMBEDDED_PG_PORT: String(BENCH_PG_PORT) });
  const baselinePort = await freePort();
  const token = await signInOverHttp(baseUrl, BENCH_USER, 'Portal#2026');
  const me = (await (
    await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ usuarioLogado { id } }' }),
    })
  ).json()) as { data: { usuarioLogado: { id: string } } };
  const dealerToken = await signInOverHttp(baseUrl, BENCH_DEALER, 'Portal#2026');
  const dealer = { id: (await graphql<{ usuarioLogado: { id: string } }>(baseUrl, dealerToken, '{ usuarioLogado { id } }')).usuarioLogado.id, token: dealerToken };
  const baseline = await startProcess(
    'bench-baseline',
    [process.execPath, '--import', 'tsx', 'bench/baseline-server.ts'],
    {
      BASELINE_DATABASE_URL: databaseUrl,
      BASELINE_USER_ID: me.data.usuarioLogado.id,
      BASELINE_PORT: String(baselinePort),
      // The baseline verifies the same tokens as the API: same issuer and audience (config.ts's defaults).
      BASELINE_ISSUER: `${baseUrl}/oidc`,
      BASELINE_AUDIENCE: `${baseUrl}/api`,
    },
    `http://127.0.0.1:${baselinePort}/usuarioLogado`,
    { authorization: `Bearer ${token}` },
  );

  const gqlInit = (query: string, as = token) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` },
    body: JSON.stringify({ query }),
  });
  // A dealer user in the middle of the list: usuario(id) reads a realistic profile.
  const target = (await (
    await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ usuarios(filtro: { busca: "net.30001@" }) { content { id } } }' }),
    })
  ).json()) as { data: { usuarios: { content: { id: string }[] } } };
  const targetId = target.data.usuarios.content[0]!.id;
  // The public group of the network seed that resolves to 24,000 users.
  const bigGroup = (await (
    await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ gruposUsuariosAtivos { id nome } }' }),
    })
  ).json()) as { data: { gruposUsuariosAtivos: { id: string; nome: string }[] } };
  const bigGroupId = bigGroup.data.gruposUsuariosAtivos.find((g) => g.nome === 'Rede Audiência Grande')!.id;
  const PREVIEW = (busca: string) =>
    `{ usuariosByGruposUsuariosPaged(filterInput: { grupos: ["${bigGroupId}"], busca: "${busca}", page: 0, rowsPerPage: 10 }) { totalElements content { id nome email } } }`;
  const LIST_FIELDS = 'totalElements content { id nome email cpf tipo active ativacaoEspecial marcas { id description } dealers { id nomeExibicao } }';
  /** `connections`: an operation measured at other than CONNECTIONS (its budget is one request's latency). */
  const OPS: { name: string; query: string; baselinePath: string; token?: string; answer?: Record<string, unknown>; connections?: number }[] = [
    {
      name: 'usuarioLogado',
      // What the web asks at start (not gruposUsuarios: the user's groups, resolved since session 4,
      // cost ~40 ms at p50 and no screen reads them there).
      query: '{ usuarioLogado { id nome avatarLink marcas { id description facebookId } tipo { id } idioma { id } funcionalidades { id chave } dadosComplementares { id descricao ordem urlBase tipo } } }',
      baselinePath: '/usuarioLogado',
    },
    {
      name: 'menuUsuarioLogado',
      query: '{ menuUsuarioLogado { title theme productName currentProduct linkHelpTec linkPortal linkAcademia brandImageUrl locales { id description } menus } }',
      baselinePath: '/menuUsuarioLogado',
    },
    {
      name: 'usuarios (first page)',
      query: `{ usuarios(filtro: { page: 0, rowsPerPage: 10 }) { ${LIST_FIELDS} } }`,
      baselinePath: '/usuarios',
    },
    {
      name: 'usuarios (search)',
      query: `{ usuarios(filtro: { busca: "usuário 123", page: 0, rowsPerPage: 10 }) { ${LIST_FIELDS} } }`,
      baselinePath: `/usuarios?busca=${encodeURIComponent('usuário 123')}`,
    },
    {
      name: 'usuario(id)',
      query: `{ usuario(id: "${targetId}") { id nome email cpf telefones celulares tipo idioma active ativacaoEspecial
        marcas { id description } grupos { id nome } dealers { id nomeExibicao codigoPrincipal }
        tiposAcesso { id nome } funcionalidades { id chave } produtos { idProduto idsFuncionalidades idsTiposAcesso } } }`,
      baselinePath: `/usuario/${targetId}`,
    },
    {
      name: 'recipients preview (24k)',
      query: PREVIEW(''),
      baselinePath: `/destinatarios?grupo=${bigGroupId}`,
    },
    {
      name: 'recipients preview search',
      query: PREVIEW('usuário 12'),
      baselinePath: `/destinatarios?grupo=${bigGroupId}&busca=${encodeURIComponent('usuário 12')}`,
    },
  ];
  const manager = { id: me.data.usuarioLogado.id, token };

  // A partial run keeps the other part of the previous results.
  const previous = PARTIAL && fs.existsSync(RESULTS) ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
  const results: Record<string, unknown> = {
    ...previous,
    date: new Date().toISOString(),
    // The machine is shared: its load (1, 5, 15 minutes) when the run started and ended says how
    // much the figures were contended.
    loadAverage: { start: os.loadavg().map((n) => +n.toFixed(2)) },
    durationS: DURATION_S,
    connections: CONNECTIONS,
    user: BENCH_USER,
    libraryDealer: BENCH_DEALER,
  };
  try {
    if (!ONLY_UPLOAD) {
      OPS.push(...(await libraryOperations(baseUrl, dealer, manager)).map((op) => ({ ...op, name: `library: ${op.name}` })));
      OPS.push(...notificationOperations());
      // Notices: the dealer is the seed's heavy reader (3,000 deliveries), the manager the 60,000-delivery notice's author.
      if (BENCH_NOTICES_READER !== BENCH_DEALER) throw new Error('notices bench: the seed\'s heavy reader is not the signed-in dealer');
      if (NOTICE_OPERATION_NAMES.some(selected)) OPS.push(...(await noticeOperations(baseUrl, databaseUrl, { reader: dealer, author: manager })));
      results.operations = { ...(results.operations as Record<string, unknown> | undefined) };
      for (const op of OPS.filter((o) => selected(o.name))) {
        const bareUrl = `http://127.0.0.1:${baselinePort}${op.baselinePath}`;
        // Both sides carry the same bearer token: the baseline verifies it too.
        const auth = { authorization: `Bearer ${op.token ?? token}` };
        const check = await fetch(bareUrl, { headers: auth });
        if (!check.ok) throw new Error(`baseline ${op.baselinePath} answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
        // The list baselines must find what the API found (same user, same SQL); a count or a
        // dashboard answers an object without a list.
        const bareBody = (await check.json()) as unknown[] | { content?: unknown[] };
        const bareItems = Array.isArray(bareBody) ? bareBody : bareBody.content;
        if (op.answer && bareItems && bareItems.length === 0) {
          throw new Error(`baseline ${op.baselinePath} answered no items`);
        }
        // The machine is shared: the load when this operation started says how contended its figure is.
        const load = os.loadavg()[0]!.toFixed(2);
        const api = await measure(`${baseUrl}/api/graphql`, gqlInit(op.query, op.token), op.connections);
        const bare = await measure(bareUrl, { headers: auth }, op.connections);
        const ratio = +(api.requestsPerSecond / Math.max(1, bare.requestsPerSecond)).toFixed(2);
        const budget = BUDGETS[op.name];
        (results.operations as Record<string, unknown>)[op.name] = {
          api,
          baseline: bare,
          ratio,
          loadAverageAtStart: +load,
          ...(op.connections ? { connections: op.connections } : {}),
          ...(budget ? { budget } : {}),
          ...(op.answer ? { answer: op.answer } : {}),
        };
        console.log(
          `${op.name.padEnd(40)} ${String(api.requestsPerSecond).padStart(6)} req/s  p50 ${api.p50} ms  p99 ${api.p99} ms  ` +
            `| baseline ${bare.requestsPerSecond} req/s p50 ${bare.p50} ms p99 ${bare.p99} ms | ratio ${ratio}` +
            (op.connections ? `  (${op.connections} connection${op.connections > 1 ? 's' : ''})` : '') +
            (api.errors || api.non2xx ? `  (errors ${api.errors}, non-2xx ${api.non2xx})` : '') +
            budgetNote(op.name, { ...api, ratio }) +
            `  (load ${load})`,
        );
      }
    }
    if (!ONLY_UPLOAD) {
      results.notifications = { ...(results.notifications as Record<string, unknown> | undefined), ...(await benchFanOut(databaseUrl, selected)) };
      results.notices = { ...(results.notices as Record<string, unknown> | undefined), ...(await benchNoticeFanOut(databaseUrl, selected)) };
      results.home = { ...(results.home as Record<string, unknown> | undefined), ...(await benchHome(baseUrl, selected)) };
    }
    if (!SKIP_UPLOAD) results.upload = { ...(results.upload as Record<string, UploadFigure> | undefined), ...(await benchUploads(baseUrl, token, server.pid!)) };
  } finally {
    await stopProcess(baseline);
    await stopProcess(server);
  }
  // The import writes 10,000 users: on a throwaway copy of the bench data with a portal of its
  // own (imports.ts), which needs the main portal stopped (a database is copied without sessions).
  if (!ONLY_UPLOAD) results.imports = { ...(results.imports as Record<string, unknown> | undefined), ...(await benchImports(selected)) };
  (results.loadAverage as Record<string, number[]>).end = os.loadavg().map((n) => +n.toFixed(2));
  console.log(`load average (1, 5, 15 min): start ${(results.loadAverage as Record<string, number[]>).start!.join(', ')}, end ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`);
  fs.writeFileSync(RESULTS, JSON.stringify(results, null, 2));
  console.log('written bench/results.json');
  // N concurrent notification streams on one instance: a process of its own (its own database and
  // server, bench/streams.ts), which adds its figures to bench/results.json under "streams".
  if (!ONLY_UPLOAD && selected('streams')) {
    const streams = spawnSync(process.execPath, ['--import', 'tsx', 'bench/streams.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (streams.status !== 0) process.exit(streams.status ?? 1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
