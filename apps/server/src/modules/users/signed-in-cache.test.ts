import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../platform/db/connection.js';
import { createIdentity } from '../../platform/identity/index.js';
import { hashPassword } from '../../platform/identity/passwords.js';
import { signInForTest, signOutForTest } from '../../platform/identity/testing.js';
import type { Identity } from '../../platform/identity/types.js';
import { createMailer } from '../../platform/mail/index.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { inactivateIdleUsers } from './jobs/inactivity.js';
import { demoIds, montadoraUser, saveOk, type DemoIds } from './testing.js';

/**
 * The signed-in path's per-instance cache (sessions alive, current users with features) against
 * what must reach every instance at once: two apps on one database, each with its own pool,
 * identity, cache and LISTEN connection, as two processes would be. Every check runs right after
 * the change answered, with no wait, on both instances, after both cached the user.
 */
let a: TestApp;
let b: { app: FastifyInstance; identity: Identity; database: Database };
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

async function secondInstance() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', DATA_DIR: a.config.dataDir });
  const database = openTestDatabase(a.database.url, 3);
  const log = (await import('pino')).default({ level: 'silent' });
  const identity = await createIdentity({ config, database, log, mailer: createMailer({ config, database, log }) });
  const app = await buildApp({ config, database, identity, logger: false });
  await app.ready();
  return { app, identity, database };
}

const ME = '{ usuarioLogado { id nome funcionalidades { chave } } }';
type Me = { usuarioLogado: { id: string; nome: string; funcionalidades: { chave: string }[] } };
const both = () => [a.app, b.app];
const me = (app: FastifyInstance, token: string) => gql<Me>(app, ME, { token });
const keys = async (app: FastifyInstance, token: string) => (await me(app, token)).data!.usuarioLogado.funcionalidades.map((f) => f.chave).sort();

/** Both instances answered (and so cached) this token's user. */
async function warm(token: string) {
  for (const app of both()) expect(outcome(await me(app, token))).toBe('OK');
}

beforeAll(async () => {
  a = await buildTestApp();
  b = await secondInstance();
  tokens = await demoTokens(a.app);
  ids = await demoIds(a.database);
});

afterAll(async () => {
  await b?.app.close();
  await b?.identity.close();
  await b?.database.close();
  await a?.close();
});

describe('the signed-in cache, on two instances', () => {
  it('a sign-out on one instance: the very next request with its token is refused on both', async () => {
    const session = await signInForTest(a.app, { email: DEMO_USERS.dealer, password: DEMO_PASSWORD });
    // Twice each: the second answer comes from the cache.
    await warm(session.accessToken);
    await warm(session.accessToken);
    expect((await signOutForTest(a.app, session)).statusCode).toBeLessThan(400);
    for (const app of both()) expect(outcome(await me(app, session.accessToken))).toBe('UNAUTHENTICATED');
  });

  it('a sign-out on the other instance is refused on both too', async () => {
    const session = await signInForTest(b.app, { email: DEMO_USERS.dealer, password: DEMO_PASSWORD });
    await warm(session.accessToken);
    await signOutForTest(b.app, session);
    for (const app of both()) expect(outcome(await me(app, session.accessToken))).toBe('UNAUTHENTICATED');
  });

  it('an inactivation (inativarUsuario, the inactivity sweep) refuses the next request on both; a reactivation lets it in', async () => {
    await warm(tokens.consulta);
    const mutate = (op: string) => gql(a.app, `mutation { ${op}(id: "${ids.usuario.consulta}") { id } }`, { token: tokens.montadora });
    expect(outcome(await mutate('inativarUsuario'))).toBe('OK');
    for (const app of both()) expect(outcome(await me(app, tokens.consulta))).toBe('UNAUTHENTICATED');
    expect(outcome(await mutate('ativarUsuario'))).toBe('OK');
    for (const app of both()) expect(outcome(await me(app, tokens.consulta))).toBe('OK');

    // The nightly sweep: one statement for many users, in the job's own transaction.
    await warm(tokens.consulta);
    await a.database.pool.query(`update usuarios set ultimo_acesso = now() - interval '400 days', ativacao_especial = false where id = $1`, [ids.usuario.consulta]);
    const sweep = await inactivateIdleUsers(a.database.db, new Date());
    expect(sweep.inativados).toContain(Number(ids.usuario.consulta));
    for (const app of both()) expect(outcome(await me(app, tokens.consulta))).toBe('UNAUTHENTICATED');
  });

  it('a change of features (salvarUsuario), of name and of language (own account) is seen by the next request on both', async () => {
    const consulta = { idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.consulta], idsFuncionalidades: [ids.funcionalidade.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS!] };
    const save = montadoraUser(ids, { produtos: [consulta] });
    const created = await saveOk(a.app, tokens.montadora, save);
    await a.database.pool.query(`update usuarios set password_hash = $1 where id = $2`, [await hashPassword(DEMO_PASSWORD), created.id]);
    const { accessToken } = await signInForTest(a.app, { email: created.email, password: DEMO_PASSWORD });
    await warm(accessToken);
    // What the features decide (@auth on every field) reads the cached user: the users list here.
    const list = (app: FastifyInstance) => gql(app, '{ usuarios(filtro: { page: 0, rowsPerPage: 1 }) { totalElements } }', { token: accessToken });
    for (const app of both()) {
      expect(await keys(app, accessToken)).toEqual(['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS']);
      expect(outcome(await list(app))).toBe('OK');
    }

    await saveOk(a.app, tokens.montadora, { ...save, usuario: { ...save.usuario, id: created.id, produtos: [] } });
    for (const app of both()) {
      expect(await keys(app, accessToken)).toEqual([]);
      expect(outcome(await list(app))).toBe('FORBIDDEN');
    }
    await saveOk(a.app, tokens.montadora, { ...save, usuario: { ...save.usuario, id: created.id, produtos: [consulta] } });
    for (const app of both()) expect(outcome(await list(app))).toBe('OK');

    // The user's own account, through the second instance this time: name and language.
    const renamed = await gql(b.app, `mutation { atualizarMinhaConta(dados: { nome: "Nome Novo Cache" }) { nome } }`, { token: accessToken });
    expect(outcome(renamed)).toBe('OK');
    for (const app of both()) expect((await me(app, accessToken)).data!.usuarioLogado.nome).toBe('Nome Novo Cache');
    const idioma = await gql(b.app, `mutation { mudarLinguaUsuario(id: "${created.id}", idioma: ES) { id } }`, { token: accessToken });
    expect(outcome(idioma)).toBe('OK');
    for (const app of both()) {
      const res = await gql<{ usuarioLogado: { idioma: { id: string } } }>(app, '{ usuarioLogado { idioma { id } } }', { token: accessToken });
      expect(res.data!.usuarioLogado.idioma.id).toBe('ES');
    }
  });
  it('a write outside the services (an operator\'s SQL, a bulk statement) is seen by the next request on both: the database notifies', async () => {
    // The sweep above left Carlos inactive: brought back the same way, in SQL.
    await a.database.pool.query(`update usuarios set active = true, ultimo_acesso = now() where id = $1`, [ids.usuario.consulta]);
    await warm(tokens.consulta);
    const idioma = async (app: FastifyInstance) =>
      (await gql<{ usuarioLogado: { idioma: { id: string } } }>(app, '{ usuarioLogado { idioma { id } } }', { token: tokens.consulta })).data!.usuarioLogado.idioma.id;
    await a.database.pool.query(`update usuarios set idioma = 'EN' where id = $1`, [ids.usuario.consulta]);
    for (const app of both()) expect(await idioma(app)).toBe('EN');
    // One statement over 2,500 rows (three NOTIFY payloads of at most 1,000 ids), the user among them.
    await a.database.pool.query(`
      insert into usuarios (nome, email, tipo, idioma)
      select 'Massa ' || i, 'massa-' || i || '@cache.test', 'MONTADORA', 'PT_BR' from generate_series(1, 2499) i`);
    await a.database.pool.query(`update usuarios set idioma = 'ES' where email like 'massa-%@cache.test' or id = $1`, [ids.usuario.consulta]);
    for (const app of both()) expect(await idioma(app)).toBe('ES');
    await a.database.pool.query(`update usuarios set active = false where id = $1`, [ids.usuario.consulta]);
    for (const app of both()) expect(outcome(await me(app, tokens.consulta))).toBe('UNAUTHENTICATED');
    await a.database.pool.query(`update usuarios set active = true, idioma = 'PT_BR' where id = $1`, [ids.usuario.consulta]);
    await a.database.pool.query(`delete from usuarios where email like 'massa-%@cache.test'`);
    for (const app of both()) expect(await idioma(app)).toBe('PT_BR');
  });

  it('a feature key renamed in SQL reaches every cached holder', async () => {
    await warm(tokens.montadora);
    const chave = 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS';
    await a.database.pool.query(`update funcionalidades set chave = 'CACHE_RENOMEADA' where chave = $1`, [chave]);
    try {
      for (const app of both()) expect(await keys(app, tokens.montadora)).toContain('CACHE_RENOMEADA');
    } finally {
      await a.database.pool.query(`update funcionalidades set chave = $1 where chave = 'CACHE_RENOMEADA'`, [chave]);
    }
    for (const app of both()) expect(await keys(app, tokens.montadora)).toContain(chave);
  });
});
