import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { captureLog, buildTestApp, createTestDatabase, openTestDatabase, type LogCapture, type TestApp } from '../../test/harness.js';
import type { Database } from '../db/connection.js';

/** pino levels */
const INFO = 30;
const ERROR = 50;

let t: TestApp;
let log: LogCapture;

beforeAll(async () => {
  log = captureLog();
  t = await buildTestApp({}, { log });
});
afterAll(() => t?.close());

const levelsOf = (reqId: string) => log.lines().filter((l) => l.reqId === reqId).map((l) => l.level);

describe('requests refused as such', () => {
  // inject() does not tell the request id: find the request's lines by its URL and method.
  function lastRequestLevels(method: string, url: string): number[] {
    const start = log.lines().findLast((l) => {
      const req = l.req as { method: string; url: string } | undefined;
      return l.msg === 'incoming request' && req?.method === method && req.url === url;
    });
    expect(start).toBeDefined();
    return levelsOf(start!.reqId as string);
  }

  it('GraphQL: a body over the limit is 413, invalid JSON 400, a mutation over GET 405; logged at info, not as errors', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0]).toMatchObject({ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(Math.max(...lastRequestLevels('POST', '/api/graphql'))).toBe(INFO);

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": "{ __typename }"',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ message: 'Requisição malformada.', extensions: { code: 'BAD_REQUEST' } });
    expect(Math.max(...lastRequestLevels('POST', '/api/graphql'))).toBe(INFO);

    const url = `/api/graphql?query=${encodeURIComponent('mutation { setCurrentUserOnboardingSeen(id: "x") }')}`;
    const get = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'es' } });
    expect(get.statusCode).toBe(405);
    expect(get.json().errors[0]).toMatchObject({ message: 'Método no permitido para esta dirección.', extensions: { code: 'METHOD_NOT_ALLOWED' } });
    expect(Math.max(...lastRequestLevels('GET', url))).toBe(INFO);
  });

  it('REST: invalid JSON is 400 and a body over the limit 413, with a message, logged at info', async () => {
    const headers = { 'x-api-key': 'portal-web-logs', 'content-type': 'application/json', 'accept-language': 'en' };
    const invalid = await t.app.inject({ method: 'POST', url: '/api/logs/sendLogs', headers, payload: '{"logs": [' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: 'BAD_REQUEST', message: 'Malformed request.' });
    expect(Math.max(...lastRequestLevels('POST', '/api/logs/sendLogs'))).toBe(INFO);
    const big = await t.app.inject({ method: 'POST', url: '/api/logs/sendLogs', headers, payload: `{"logs": "${'x'.repeat(70_000)}"}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
    expect(Math.max(...lastRequestLevels('POST', '/api/logs/sendLogs'))).toBe(INFO);
  });
});

/** A TCP relay to PostgreSQL that can be cut, as if the database stopped. */
async function relayTo(url: string): Promise<{ url: string; stop(): Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as net.AddressInfo).port);
  return {
    url: relayed.toString(),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}

describe('with the database gone', () => {
  let down: TestApp;
  let downLog: LogCapture;
  let own: Database & { drop(): Promise<void> };
  let relayed: Database;
  let relay: Awaited<ReturnType<typeof relayTo>>;

  beforeAll(async () => {
    own = await createTestDatabase();
    relay = await relayTo(own.url);
    relayed = openTestDatabase(relay.url, 2);
    downLog = captureLog();
    down = await buildTestApp({}, { log: downLog, appDatabase: relayed });
    expect((await down.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The database stops: open connections break, new ones are refused (ECONNREFUSED).
    await relay.stop();
  });
  afterAll(async () => {
    await down?.close();
    await relayed?.close();
    await own?.drop();
  });

  it('/api/health and /portalProperties answer 500 with the request id, never the internal message', async () => {
    for (const url of ['/api/health', '/portalProperties']) {
      const res = await down.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(500);
      const body = res.json() as { code: string; message: string; requestId: string };
      expect(body.code).toBe('INTERNAL_SERVER_ERROR');
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.message).toBe(`The request failed. If it persists, open a support ticket (code ${body.requestId}).`);
      expect(res.body).not.toMatch(/ECONNREFUSED|Connection terminated|Failed query|select|127\.0\.0\.1/);
      // The operator finds the real cause in the log under the same id.
      const failed = downLog.lines().find((l) => l.reqId === body.requestId && l.level === ERROR);
      const cause = (failed?.err as { message?: string } | undefined)?.message ?? '';
      expect(cause).toMatch(/ECONNREFUSED|Connection terminated|Failed query/);
      expect(res.body).not.toContain(cause);
    }
  });

  it('GraphQL answers with the request id only, too', async () => {
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: { query: '{ usuarioLogado { id } }' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.body).toMatch(/The request failed\. If it persists, open a support ticket \(code [0-9a-f-]{36}\)\./);
    expect(res.body).not.toMatch(/ECONNREFUSED|Connection terminated|Failed query|select|127\.0\.0\.1/);
  });
});
