import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { sanitizeNotificationHtml } from '../../notifications/html.js';
import { ALLOWED, CORPUS, elements } from '../../notifications/xss-corpus.js';
import { tokenFor } from '../../user-groups/testing.js';
import { SALVAR } from './testing.js';

/**
 * The stored message of a notice, payload by payload of the notifications' corpus, through
 * salvarComunicado (this proves the notice's write path sanitizes as html.ts does): what is stored holds only allowlisted elements, links with a safe href, no handler,
 * style, SVG, script or data: URL, and reads the same when sanitized again (no mutation XSS).
 */
let t: TestApp;
let autor: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  autor = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
});
afterAll(() => t?.close());

describe('salvarComunicado against an XSS corpus', () => {
  it.each(CORPUS)('%s', async (payload) => {
    const res = await gql<{ salvarComunicado: { id: string; mensagem: string } }>(t.app, SALVAR, {
      token: autor.token,
      variables: { c: { titulo: 'XSS', mensagem: `<p>antes</p>${payload}<p>depois</p>` } },
    });
    expect(res.errors).toBeUndefined();
    const stored = (await t.database.pool.query<{ mensagem: string }>('select mensagem from comunicados where id = $1', [res.data!.salvarComunicado.id])).rows[0]!.mensagem;
    expect(res.data!.salvarComunicado.mensagem).toBe(stored);
    for (const el of elements(stored)) {
      expect(ALLOWED.has(el.tag), `${el.tag} in ${stored}`).toBe(true);
      for (const a of el.attrs) {
        expect(el.tag === 'a' && ['href', 'title'].includes(a.name), `${a.name} on ${el.tag} in ${stored}`).toBe(true);
        if (a.name === 'href') expect(a.value).toMatch(/^(https?:|mailto:|\/[^/\\]|#)/i);
      }
    }
    expect(stored).not.toMatch(/<(script|style|svg|math|iframe|img|object|embed|template)|on\w+=|javascript:|data:/i);
    expect(sanitizeNotificationHtml(stored)).toBe(stored);
    expect(stored).toContain('antes');
  });
});
