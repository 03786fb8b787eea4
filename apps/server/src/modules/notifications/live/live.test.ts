import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import type { Database } from '../../../platform/db/connection.js';
import { createIdentity } from '../../../platform/identity/index.js';
import type { Identity } from '../../../platform/identity/types.js';
import { signInForTest, signOutForTest, type TestTokens } from '../../../platform/identity/testing.js';
import { createMailer } from '../../../platform/mail/index.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo.js';
import { gql } from '../../../test/graphql.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/harness.js';
import { notificar } from '../notificar.service.js';
import { insertNotification, markAllRead, openTestStream, type TestStream } from './testing.js';

/**
 * The live stream of unread counts, over real HTTP (fetch reads the stream as the web does), with
 * real tokens and real LISTEN/NOTIFY: instance A is the test app, instance B a second app built on
 * the same database with a pool, identity and LISTEN connection of its own, as a second process.
 */
let a: TestApp;
let b: { app: FastifyInstance; identity: Identity; database: Database };
let urlA: string;
let urlB: string;
const ids: Record<'dealer' | 'montadora', number> = { dealer: 0, montadora: 0 };
const open: TestStream[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** A second instance on A's database; `env` on top of A's configuration (a shorter token life). */
async function secondInstance(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST: '/nonexistent',
    DATA_DIR: a.config.dataDir,
    ...env,
  });
  const database = openTestDatabase(a.database.url, 3);
  const log = (await import('pino')).default({ level: 'silent' });
  const identity = await createIdentity({ config, database, log, mailer: createMailer({ config, database, log }) });
  const app = await buildApp({ config, database, identity, logger: false });
  await app.ready();
  return { app, identity, database };
}

async function stream(url: string, token: string | null): Promise<TestStream> {
  const s = await openTestStream(url, token);
  open.push(s);
  return s;
}

const signIn = (app: FastifyInstance, role: keyof typeof DEMO_USERS): Promise<TestTokens> =>
  signInForTest(app, { email: DEMO_USERS[role], password: DEMO_PASSWORD });

async function naoLidas(s: TestStream, ms = 1000): Promise<{ naoLidas: number; nova: boolean }> {
  const e = await s.next(ms);
  expect(e.event).toBe('naoLidas');
  return JSON.parse(e.data) as { naoLidas: number; nova: boolean };
}

beforeAll(async () => {
  a = await buildTestApp();
  b = await secondInstance();
  urlA = await listen(a.app);
  urlB = await listen(b.app);
  const { rows } = await a.database.pool.query<{ id: number; email: string }>(`select id, email::text from usuarios where email = any($1)`, [
    [DEMO_USERS.dealer, DEMO_USERS.montadora],
  ]);
  for (const r of rows) ids[r.email === DEMO_USERS.dealer ? 'dealer' : 'montadora'] = r.id;
});

afterAll(async () => {
  for (const s of open) s.close();
  // Open streams must not hold close(): the apps end them first.
  await b?.app.close();
  await b?.identity.close();
  await b?.database.close();
  await a?.close();
});

describe('GET /api/notificacoes/eventos', () => {
  it('refuses a request without a valid bearer token (401), and a token in the URL is not read', async () => {
    const tokens = await signIn(a.app, 'dealer');
    for (const s of [
      await stream(urlA, null),
      await stream(urlA, 'not-a-token'),
      await openTestStream(urlA, null, `/api/notificacoes/eventos?access_token=${tokens.accessToken}`),
    ]) {
      expect(s.status).toBe(401);
    }
  });

  it('sends the count at once, then within 1 s of a committed notification, to its recipient only', async () => {
    const dealer = await signIn(a.app, 'dealer');
    const montadora = await signIn(a.app, 'montadora');
    const sd = await stream(urlA, dealer.accessToken);
    const sm = await stream(urlA, montadora.accessToken);
    expect(sd.status).toBe(200);
    const first = await naoLidas(sd);
    expect(first.nova).toBe(false);
    const other = await naoLidas(sm);

    const started = Date.now();
    await insertNotification(a.database, [ids.dealer]);
    expect(await naoLidas(sd, 1000)).toEqual({ naoLidas: first.naoLidas + 1, nova: true });
    expect(Date.now() - started).toBeLessThan(1000);

    // A mark as read (the user's other tab) sends the new count, not as a new notification.
    await markAllRead(a.database, ids.dealer);
    expect(await naoLidas(sd)).toEqual({ naoLidas: 0, nova: false });

    // The other user heard nothing of either.
    await expect(sm.next(300)).rejects.toThrow(/no event/);
    expect(other.nova).toBe(false);
  });

  it('reaches a stream held by another instance: written through A, delivered by B', async () => {
    const tokens = await signIn(a.app, 'dealer');
    const onB = await stream(urlB, tokens.accessToken);
    expect(onB.status).toBe(200);
    const before = await naoLidas(onB);
    await insertNotification(a.database, [ids.dealer, ids.montadora]);
    expect(await naoLidas(onB, 1000)).toEqual({ naoLidas: before.naoLidas + 1, nova: true });
  });

  it("carries the area's own writes across instances: notificar() and the mark-as-read mutation on A, the stream on B", async () => {
    const tokens = await signIn(a.app, 'montadora');
    const onB = await stream(urlB, tokens.accessToken);
    const before = await naoLidas(onB);
    await notificar(a.database.db, { origem: 'GENERICA', titulo: 'Aviso', texto: '<p>novo</p>' }, { usuarioIds: [ids.montadora] });
    expect(await naoLidas(onB, 1000)).toEqual({ naoLidas: before.naoLidas + 1, nova: true });

    const marked = await gql<{ marcarNotificacoesComoVisualizadas: number }>(a.app, 'mutation { marcarNotificacoesComoVisualizadas }', {
      token: tokens.accessToken,
    });
    expect(marked.data?.marcarNotificacoesComoVisualizadas).toBe(0);
    expect(await naoLidas(onB, 1000)).toEqual({ naoLidas: 0, nova: false });
  });

  it('closes the streams of a session at sign-out, on every instance', async () => {
    const tokens = await signIn(a.app, 'dealer');
    const onA = await stream(urlA, tokens.accessToken);
    const onB = await stream(urlB, tokens.accessToken);
    // Another session of the same user stays open.
    const otherSession = await stream(urlB, (await signIn(a.app, 'dealer')).accessToken);
    await naoLidas(onA);
    await naoLidas(onB);
    await naoLidas(otherSession);

    await signOutForTest(a.app, tokens);
    expect(await onA.ended(1000)).toBe(true);
    expect(await onB.ended(1000)).toBe(true);
    expect(await otherSession.ended(300)).toBe(false);
    // The ended session cannot open a new one.
    expect((await stream(urlB, tokens.accessToken)).status).toBe(401);
  });

  it('listens again after the LISTEN connection drops, and sends what changed meanwhile', async () => {
    const tokens = await signIn(a.app, 'dealer');
    const s = await stream(urlA, tokens.accessToken);
    const before = await naoLidas(s);
    // Both instances' LISTEN connections are cut (a database restart, a failover).
    await a.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'portal-live' and datname = current_database()`,
    );
    // Written while nobody listens: its NOTIFY is lost, the recount after reconnecting is not.
    await insertNotification(a.database, [ids.dealer]);
    expect(await naoLidas(s, 5000)).toEqual({ naoLidas: before.naoLidas + 1, nova: true });
    // And the new connection carries the next ones.
    await insertNotification(a.database, [ids.dealer]);
    expect(await naoLidas(s, 1000)).toEqual({ naoLidas: before.naoLidas + 2, nova: true });
  });

  it('allows 10 streams per user on an instance (429 beyond)', async () => {
    const tokens = await signIn(a.app, 'consulta');
    const streams = await Promise.all(Array.from({ length: 10 }, () => stream(urlA, tokens.accessToken)));
    expect(streams.map((s) => s.status)).toEqual(Array(10).fill(200));
    const refused = await stream(urlA, tokens.accessToken);
    expect(refused.status).toBe(429);
    // Another user is not affected.
    expect((await stream(urlA, (await signIn(a.app, 'admin')).accessToken)).status).toBe(200);
    for (const s of streams) s.close();
  });

  it('ends the stream when its access token expires', { timeout: 30_000 }, async () => {
    // An instance issuing 10-second tokens (the shortest the configuration allows).
    const short = await secondInstance({ ACCESS_TOKEN_TTL: '10' });
    try {
      const tokens = await signIn(short.app, 'dealer');
      const s = await stream(urlA, tokens.accessToken);
      expect(s.status).toBe(200);
      await naoLidas(s);
      const opened = Date.now();
      expect(await s.ended(15_000)).toBe(true);
      expect(Date.now() - opened).toBeGreaterThan(7_000);
    } finally {
      await short.app.close();
      await short.identity.close();
      await short.database.close();
    }
  });
});
