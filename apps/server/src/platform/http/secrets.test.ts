import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, buildTestApp, type LogCapture, type TestApp } from '../../test/harness.js';
import { DEMO_USERS } from '../../seed/demo.js';
import { REDACTED, redactSecrets } from './redact.js';

/** Reset and invitation links are bearer secrets: no log line and no outbox row may hold one. */
let t: TestApp;
let log: LogCapture;

beforeAll(async () => {
  log = captureLog();
  t = await buildTestApp({}, { log });
});
afterAll(() => t?.close());

describe('secrets in URLs', () => {
  it('are redacted wherever a URL is written down, and nothing else is', () => {
    expect(redactSecrets('http://x/esqueci-senha?token=abc-DEF_1&lang=pt ok')).toBe(`http://x/esqueci-senha?token=${REDACTED}&lang=pt ok`);
    expect(redactSecrets('/auth/callback?state=s1&code=c0de')).toBe(`/auth/callback?state=s1&code=${REDACTED}`);
    expect(redactSecrets('<a href="http://x/r?token=t0k">')).toBe(`<a href="http://x/r?token=${REDACTED}">`);
    expect(redactSecrets('/usuarios?busca=token')).toBe('/usuarios?busca=token');
    // A download link keeps its claims (which file, until when), not the signature that opens it.
    expect(redactSecrets('/api/arquivos/eyJhIjoxfQ_abc.SiGnAtUrE-1_x')).toBe(`/api/arquivos/eyJhIjoxfQ_abc.${REDACTED}`);
  });

  it('never reach the request log', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/esqueci-senha?token=S3cr3t-t0ken-value' });
    expect(res.statusCode).toBeLessThan(500);
    await t.app.inject({ method: 'GET', url: '/auth/callback?code=0ne-time-c0de&state=x', headers: { accept: 'text/html' } });
    const requests = log.lines().filter((l) => l.msg === 'incoming request');
    expect(requests.map((l) => (l.req as { url: string }).url)).toEqual(
      expect.arrayContaining([`/esqueci-senha?token=${REDACTED}`, `/auth/callback?code=${REDACTED}&state=x`]),
    );
    expect(log.text()).not.toContain('S3cr3t-t0ken-value');
    expect(log.text()).not.toContain('0ne-time-c0de');
  });

  it('a reset mail without SMTP: its body is not logged, and its outbox row keeps no live link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/esqueci-senha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(DEMO_USERS.consulta)}`,
    });
    expect(res.statusCode).toBe(200);
    let rows: { texto: string; html: string | null; status: string }[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = (await t.database.pool.query('select texto, html, status from email_outbox where destinatario = $1', [DEMO_USERS.consulta])).rows;
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('STORED');
    // The operator still sees which mail went to whom, with the link's place marked.
    expect(rows[0]!.texto).toContain(`/esqueci-senha?token=${REDACTED}`);
    expect(`${rows[0]!.texto}${rows[0]!.html ?? ''}`).not.toMatch(/token=(?!\[redacted\])/);
    const mailLine = log.lines().find((l) => typeof l.mail === 'object');
    expect(mailLine?.mail).toEqual({ to: DEMO_USERS.consulta, subject: expect.any(String) });
    expect(log.text()).not.toMatch(/token=(?!\[redacted\])/);
  });
});
