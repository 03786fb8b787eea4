import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('REST of the shell', () => {
  it('GET /portalProperties returns every label and user-form property without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portalProperties' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      'name', 'favicon', 'labelDealer', 'labelDealers', 'labelMarca', 'labelMarcas', 'labelGrupo', 'labelGrupos',
      'labelNovoGrupo', 'labelNovoDealer', 'labelTipoUsuarioDealerGrupo', 'labelTipoUsuarioMontadora',
      'tiposUsuarioDocumentoObrigatorio', 'tiposUsuarioInformarCargo', 'tiposUsuarioInformarGestao',
      'informarDepartamentoCargo', 'realm',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.labelDealer).toBe('Concessionária');
  });

  it('GET /api/health answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy and no CORS headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portalProperties', headers: { origin: 'https://evil.test' } });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('client log endpoints', () => {
  const headers = { 'x-api-key': 'portal-web-logs', 'content-type': 'application/json' };
  it('accepts a batch with the API key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logs/sendLogs',
      headers,
      payload: { logGroupName: 'portal-web', logStreamName: 's1', logs: [{ timestamp: Date.now(), level: 'error', message: 'boom', userAgent: 'x'.repeat(900) }] },
    });
    expect(res.json()).toEqual({ ok: true, received: 1 });
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/logs/createGroupAndLogStream',
      headers,
      payload: { logGroupName: 'portal-web', logStreamName: 's1', tags: { app: 'web' } },
    });
    expect(create.statusCode).toBe(200);
  });
  it('refuses a batch without the API key, and malformed batches', async () => {
    const noKey = await t.app.inject({ method: 'POST', url: '/api/logs/sendLogs', payload: { logGroupName: 'a', logStreamName: 'b', logs: [] } });
    expect(noKey.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: '/api/logs/sendLogs', headers, payload: { logGroupName: 'a' } });
    expect(bad.statusCode).toBe(400);
  });
});
