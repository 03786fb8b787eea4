import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, buildTestApp, type LogCapture, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { CLIENT_LOG_BODY_LIMIT, CLIENT_LOG_QUOTA } from './client-logs.js';

/** The web's log endpoints: the API key is public, so size, fields and rate are what protect them. */
let t: TestApp;
let log: LogCapture;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  log = captureLog();
  t = await buildTestApp({}, { log });
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const entry = (message = 'boom') => ({ timestamp: Date.now(), level: 'error', message, url: 'http://localhost/home' });
function send(body: unknown, opts: { token?: string; from?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/logs/sendLogs',
    remoteAddress: opts.from ?? '10.9.0.1',
    headers: {
      'x-api-key': 'portal-web-logs',
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
}
const batch = (logs: unknown[]) => ({ logGroupName: 'portal-web', logStreamName: '2026-11-24/abc', logs });

describe('client log endpoints', () => {
  it(`hold an anonymous address to ${CLIENT_LOG_QUOTA.anonymous} requests a minute; a signed-in user behind it has a quota of its own`, async () => {
    for (let i = 0; i < CLIENT_LOG_QUOTA.anonymous; i++) expect((await send(batch([entry()]), { from: '10.9.0.2' })).statusCode).toBe(200);
    const over = await send(batch([entry()]), { from: '10.9.0.2' });
    expect(over.statusCode).toBe(429);
    // A signed-in user behind the same address (a dealership's one public address) still logs.
    for (let i = 0; i < CLIENT_LOG_QUOTA.anonymous + 5; i++) {
      expect((await send(batch([entry()]), { from: '10.9.0.2', token: tokens.consulta })).statusCode).toBe(200);
    }
    const lines = log.lines().filter((l) => l.client === true);
    expect(lines.some((l) => typeof l.usuarioId === 'number')).toBe(true);
    expect(lines.some((l) => l.usuarioId === null)).toBe(true);
  });

  it(`refuse a body over ${CLIENT_LOG_BODY_LIMIT / 1024} KB, signed in or not`, async () => {
    const big = batch(Array.from({ length: 7 }, () => entry('x'.repeat(10_000))));
    expect((await send(big, { from: '10.9.0.3' })).statusCode).toBe(413);
    expect((await send(big, { token: tokens.admin })).statusCode).toBe(413);
  });

  it('cap every field: names, tags, timestamps', async () => {
    const from = '10.9.0.4';
    const tooManyTags = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`t${i}`, 'v']));
    const createWith = (tags: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/logs/createGroupAndLogStream',
        remoteAddress: from,
        headers: { 'x-api-key': 'portal-web-logs', 'content-type': 'application/json', authorization: `Bearer ${tokens.consulta}` },
        payload: { logGroupName: 'portal-web', logStreamName: 's', tags },
      });
    expect((await createWith({ app: 'portal-web', mode: 'production' })).statusCode).toBe(200);
    expect((await createWith(tooManyTags)).statusCode).toBe(400);
    expect((await createWith({ ['k'.repeat(51)]: 'v' })).statusCode).toBe(400);
    expect((await createWith({ app: 'v'.repeat(201) })).statusCode).toBe(400);
    const refused = [
      batch([{ ...entry(), timestamp: 'x'.repeat(41) }]),
      batch([{ ...entry(), timestamp: -1 }]),
      batch([{ ...entry(), timestamp: 1e300 }]),
      batch([{ ...entry(), message: 'm'.repeat(10_001) }]),
      batch([{ ...entry(), url: 'u'.repeat(2001) }]),
      { ...batch([entry()]), logStreamName: 'a\nforged line' },
      batch(Array.from({ length: 101 }, () => entry('m'))),
    ];
    for (const body of refused) expect((await send(body, { token: tokens.consulta, from })).statusCode).toBe(400);
  });
});
