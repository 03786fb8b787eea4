/**
 * The baseline of `npm run bench`: the same SQL the GraphQL operations run, behind plain Fastify
 * routes (no GraphQL), so each figure can be read against the cost of the database work alone.
 * Every request carries the same bearer token as the API's and is verified as the API verifies it
 * without any cache (signature, issuer, audience, expiry, the session alive in the database): the
 * signed-in path is part of "the same work". Started as a child process by bench/run.ts.
 */
import Fastify from 'fastify';
import { createEmbeddedVerifier } from '../apps/server/src/platform/identity/verify.js';
import { loadSigningKeys, publicJwks } from '../apps/server/src/platform/identity/secrets.js';
import { schema } from '../apps/server/src/modules/schema.js';
import { openDatabase } from '../apps/server/src/platform/db/connection.js';
import { loadCurrentUser } from '../apps/server/src/modules/users/current-user.service.js';
import { usuarioLogado } from '../apps/server/src/modules/shell/shell.service.js';
import { menuUsuarioLogado } from '../apps/server/src/modules/shell/menu.service.js';
import { reportMenuEntries } from '../apps/server/src/modules/reports/menu-entries.js';
import { getUsuario, listUsuarios } from '../apps/server/src/modules/users/usuarios-list.service.js';
import { relations } from '../apps/server/src/modules/users/usuario.view.js';
import { previewDestinatarios } from '../apps/server/src/modules/user-groups/preview.service.js';
import { libraryAccess } from '../apps/server/src/modules/library/library.policy.js';
import { itemsPorPasta, ultimosModificados } from '../apps/server/src/modules/library/library.service.js';
import { buscaBibliotecaPaged } from '../apps/server/src/modules/library/busca.service.js';
import { countNaoLidas, menu } from '../apps/server/src/modules/notifications/minhas/minhas.service.js';
import { comunicadoEnvios, countComunicadosNaoLidos } from '../apps/server/src/modules/notices/leitura/envios.service.js';
import { leituraLoaders } from '../apps/server/src/modules/notices/leitura/recebido.loaders.js';
import { painelComunicado } from '../apps/server/src/modules/notices/dashboard/painel.service.js';
import { quebraComunicado, type NivelQuebra } from '../apps/server/src/modules/notices/dashboard/quebra.service.js';
import { pendentesComunicado } from '../apps/server/src/modules/notices/dashboard/pendentes.service.js';
import { getPortalLabels } from '../apps/server/src/platform/portal-properties/portal-properties.js';
import type { PortalContext } from '../apps/server/src/platform/graphql/context.js';

const database = openDatabase(process.env.BASELINE_DATABASE_URL!, { schema });
const userId = Number(process.env.BASELINE_USER_ID);
const app = Fastify({ logger: false });

const verify = createEmbeddedVerifier({
  config: { issuer: process.env.BASELINE_ISSUER!, audience: process.env.BASELINE_AUDIENCE! },
  database,
  publicKeys: publicJwks(await loadSigningKeys(database)),
});
app.addHook('onRequest', async (req, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token || !(await verify(token))) return reply.code(401).send({ error: 'unauthenticated' });
});

app.get('/usuarioLogado', async () => {
  const user = (await loadCurrentUser(database.db, userId))!;
  return usuarioLogado(database.db, user);
});

app.get('/menuUsuarioLogado', async () => {
  const user = (await loadCurrentUser(database.db, userId))!;
  // The same work as the API's resolver, the reports' menu entries included (modules/index.ts
  // hands them to the shell); without them the baseline skipped a query the API makes.
  return menuUsuarioLogado(database.db, user, 'http://localhost', reportMenuEntries);
});

// The list and the user carry the relations the bench's queries ask for, as the loaders fetch them.
async function withRelations<T extends { id: number }>(rows: T[], names: (keyof typeof relations)[]) {
  const ids = rows.map((r) => r.id);
  const loaded = await Promise.all(names.map((n) => relations[n](database.db, ids)));
  return rows.map((row, i) => ({ ...row, ...Object.fromEntries(names.map((n, j) => [n, loaded[j]![i]])) }));
}

app.get<{ Querystring: { busca?: string } }>('/usuarios', async (req) => {
  const user = (await loadCurrentUser(database.db, userId))!;
  const page = await listUsuarios(database.db, user, { busca: req.query.busca ?? null, page: 0, rowsPerPage: 10 });
  return { ...page, content: await withRelations(page.content, ['marcas', 'dealers']) };
});

app.get<{ Params: { id: string } }>('/usuario/:id', async (req) => {
  const user = (await loadCurrentUser(database.db, userId))!;
  const usuario = await getUsuario(database.db, user, Number(req.params.id));
  return (await withRelations([usuario], ['marcas', 'grupos', 'dealers', 'tiposAcesso', 'funcionalidades', 'produtos']))[0];
});

app.get<{ Querystring: { grupo: string; busca?: string } }>('/destinatarios', async (req) => {
  const user = (await loadCurrentUser(database.db, userId))!;
  return previewDestinatarios(database.db, user, {
    grupoIds: [Number(req.query.grupo)],
    criterios: null,
    busca: req.query.busca ?? null,
    page: 0,
    rowsPerPage: 10,
  });
});

// The bench user's own notifications (1,000,000 rows in the table, 5,000 of them theirs).
app.get('/notificacoes/count', async () => ({ countNotificacoesNaoLidas: await countNaoLidas(database.db, userId) }));
app.get('/notificacoes/menu', async () => menu(database.db, userId));

// The library, as the user given by `usuario` (the bench's dealer or manager): the access (groups
// and granted folders) is read per request, as the server does.
async function accessOf(usuarioId: string) {
  return libraryAccess(database.db, (await loadCurrentUser(database.db, Number(usuarioId)))!);
}

app.get<{ Querystring: { usuario: string; pasta?: string } }>('/biblioteca/itemsPorPasta', async (req) =>
  itemsPorPasta(database.db, await accessOf(req.query.usuario), req.query.pasta ? Number(req.query.pasta) : null),
);

app.get<{ Querystring: { usuario: string } }>('/biblioteca/ultimosModificados', async (req) =>
  ultimosModificados(database.db, await accessOf(req.query.usuario)),
);

app.get<{ Querystring: { usuario: string; busca: string } }>('/biblioteca/busca', async (req) =>
  buscaBibliotecaPaged(database.db, await accessOf(req.query.usuario), { busca: req.query.busca, page: 0, rowsPerPage: 10 }),
);

// Notices: the recipient's inbox page and badge (as the user given by `usuario`), and the
// dashboard of a notice as its author. The inbox page's tags come from the same loader the API
// batches them with (one query per page), handed only what it reads (the database, the user).
app.get<{ Querystring: { usuario: string; rows: string } }>('/comunicados/envios', async (req) => {
  const user = (await loadCurrentUser(database.db, Number(req.query.usuario)))!;
  const page = await comunicadoEnvios(database.db, user.id, { caixa: 'ENTRADA', page: 0, rowsPerPage: Number(req.query.rows) }, new Date());
  const ctx = { database, user } as unknown as PortalContext;
  const etiquetas = await leituraLoaders.ComunicadoRecebido.etiquetas(
    page.content.map((e) => ({ obj: e.comunicado, params: {} })),
    ctx,
  );
  return { ...page, content: page.content.map((e, i) => ({ ...e, comunicado: { ...e.comunicado, etiquetas: etiquetas[i] } })) };
});

app.get<{ Querystring: { usuario: string } }>('/comunicados/naoLidos', async (req) => {
  const user = (await loadCurrentUser(database.db, Number(req.query.usuario)))!;
  return { countComunicadosNaoLidos: await countComunicadosNaoLidos(database.db, user.id, new Date()) };
});

app.get<{ Params: { id: string }; Querystring: { usuario: string } }>('/comunicados/:id/dashboard', async (req) => {
  const user = (await loadCurrentUser(database.db, Number(req.query.usuario)))!;
  return painelComunicado(database.db, user, Number(req.params.id), new Date());
});

app.get<{ Params: { id: string }; Querystring: { usuario: string; nivel: NivelQuebra; rows: string } }>('/comunicados/:id/quebra', async (req) => {
  const user = (await loadCurrentUser(database.db, Number(req.query.usuario)))!;
  const labels = await getPortalLabels(database.db, user.idioma);
  return quebraComunicado(database.db, user, Number(req.params.id), req.query.nivel, { page: 0, rowsPerPage: Number(req.query.rows) }, { idioma: user.idioma, labels });
});

app.get<{ Params: { id: string }; Querystring: { usuario: string; rows: string } }>('/comunicados/:id/pendentes', async (req) => {
  const user = (await loadCurrentUser(database.db, Number(req.query.usuario)))!;
  return pendentesComunicado(database.db, user, Number(req.params.id), { situacao: 'NAO_LIDO', page: 0, rowsPerPage: Number(req.query.rows) });
});

await app.listen({ port: Number(process.env.BASELINE_PORT), host: '127.0.0.1' });
console.log('baseline ready');
