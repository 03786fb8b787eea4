import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { sanitizeNotificationHtml } from '../../notifications/html.js';
import { tokenFor } from '../../user-groups/testing.js';
import { SALVAR } from './testing.js';

/**
 * The stored message of a notice, payload by payload, through salvarComunicado (the notifications'
 * sanitizer is tested on its own against the full corpus; this proves the notice's write path
 * uses it): what is stored holds only allowlisted elements, links with a safe href, no handler,
 * style, SVG, script or data: URL, and reads the same when sanitized again (no mutation XSS).
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="x" onmouseover="alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p title="&quot;><script>alert(1)</script>">x</p>',
];

const ALLOWED = new Set(['p', 'div', 'br', 'hr', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'a', 'ul', 'ol', 'li',
  'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

type Node = DefaultTreeAdapterMap['childNode'];
function elements(html: string): { tag: string; attrs: { name: string; value: string }[] }[] {
  const out: { tag: string; attrs: { name: string; value: string }[] }[] = [];
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if ('tagName' in n) {
        out.push({ tag: n.tagName, attrs: n.attrs });
        walk(n.childNodes);
      }
    }
  };
  walk(parseFragment(html).childNodes);
  return out;
}

let t: TestApp;
let autor: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  autor = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
});
afterAll(() => t?.close());

describe('salvarComunicado against an XSS corpus', () => {
  it.each(PAYLOADS)('%s', async (payload) => {
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
