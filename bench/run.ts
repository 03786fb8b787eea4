/**
 * `npm run bench`: seeds the network-scale data (idempotent), starts the built portal and a bare
 * Fastify baseline that runs the same SQL, and measures each hot operation with autocannon on
 * loopback only, in bounded runs. Prints requests/s, p50/p99 and the ratio to the baseline, and
 * writes bench/results.json. Figures, never assertions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { embeddedUrl } from '../apps/server/src/platform/db/embedded.js';
import { BENCH_DATA_DIR, BENCH_PG_PORT, ROOT } from './support/database.js';
import { freePort } from '../apps/server/src/test/free-port.js';
import { startProcess, stopProcess } from './support/processes.js';
import { signInOverHttp } from './support/sign-in.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BENCH_USER = 'net.50@rede.test';

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }): Promise<Figure> {
  const result = await autocannon({ url, duration: DURATION_S, connections: CONNECTIONS, ...init });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-network.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const databaseUrl = process.env.DATABASE_URL ?? embeddedUrl(BENCH_PG_PORT, 'portal');
  const server = await startProcess(
    'bench-server',
    [process.execPath, 'apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: BENCH_DATA_DIR,
      EMBEDDED_PG_PORT: String(BENCH_PG_PORT),
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    `${baseUrl}/api/health`,
  );
  const baselinePort = await freePort();
  const token = await signInOverHttp(baseUrl, BENCH_USER, 'Portal#2026');
  const me = (await (
    await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ usuarioLogado { id } }' }),
    })
  ).json()) as { data: { usuarioLogado: { id: string } } };
  const baseline = await startProcess(
    'bench-baseline',
    [process.execPath, '--import', 'tsx', 'bench/baseline-server.ts'],
    { BASELINE_DATABASE_URL: databaseUrl, BASELINE_USER_ID: me.data.usuarioLogado.id, BASELINE_PORT: String(baselinePort) },
    `http://127.0.0.1:${baselinePort}/usuarioLogado`,
  );

  const gqlInit = (query: string) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
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
  const OPS: { name: string; query: string; baselinePath: string }[] = [
    {
      name: 'usuarioLogado',
      query: '{ usuarioLogado { id nome avatarLink marcas { id description facebookId } tipo { id } idioma { id } funcionalidades { id chave } gruposUsuarios { id nome } dadosComplementares { id descricao ordem urlBase tipo } } }',
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

  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    durationS: DURATION_S,
    connections: CONNECTIONS,
    user: BENCH_USER,
    operations: {},
  };
  try {
    for (const op of OPS) {
      const api = await measure(`${baseUrl}/api/graphql`, gqlInit(op.query));
      const bare = await measure(`http://127.0.0.1:${baselinePort}${op.baselinePath}`, {});
      const ratio = +(api.requestsPerSecond / Math.max(1, bare.requestsPerSecond)).toFixed(2);
      (results.operations as Record<string, unknown>)[op.name] = { api, baseline: bare, ratio };
      console.log(
        `${op.name.padEnd(22)} ${String(api.requestsPerSecond).padStart(6)} req/s  p50 ${api.p50} ms  p99 ${api.p99} ms  ` +
          `| baseline ${bare.requestsPerSecond} req/s p99 ${bare.p99} ms | ratio ${ratio}` +
          (api.errors || api.non2xx ? `  (errors ${api.errors}, non-2xx ${api.non2xx})` : ''),
      );
    }
  } finally {
    await stopProcess(baseline);
    await stopProcess(server);
  }
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2));
  console.log('written bench/results.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
