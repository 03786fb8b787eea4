import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeNotificationHtml as clean } from './html.js';
import { ALLOWED, CORPUS, elements } from './xss-corpus.js';

/**
 * The notification text sanitizer against an XSS corpus (OWASP filter-evasion cheat sheet and
 * known mutation-XSS payloads): whatever goes in, what comes out holds only allowlisted elements,
 * links with a safe href, no event handler, style or script anywhere, and reads the same when a
 * browser parses it again.
 */
describe('sanitizeNotificationHtml against an XSS corpus', () => {
  it.each(CORPUS)('%s', (input) => {
    const out = clean(input);
    for (const el of elements(out)) {
      expect(ALLOWED.has(el.tag), `${el.tag} in ${out}`).toBe(true);
      for (const a of el.attrs) {
        expect(el.tag === 'a' && ['href', 'title'].includes(a.name), `${a.name} on ${el.tag} in ${out}`).toBe(true);
        if (a.name === 'href') expect(safeHref(a.value), a.value).toBe(a.value);
        if (a.name === 'href') expect(a.value).toMatch(/^(https?:|mailto:|\/[^/\\]|#|\{\{link\}\}$)/i);
      }
    }
    // Stable: what the web parses is what was checked (no mutation on a second pass).
    expect(clean(out)).toBe(out);
    expect(out).not.toMatch(/<(script|style|svg|math|iframe|img|object|embed)|on\w+=|javascript:|data:text/i);
  });

  it('keeps the allowlisted subset as written, escaped', () => {
    expect(clean('<p>Olá <strong>{{nome}}</strong>, veja <a href="/biblioteca" title="Biblioteca">a biblioteca</a></p><ul><li>um</li></ul>')).toBe(
      '<p>Olá <strong>{{nome}}</strong>, veja <a href="/biblioteca" title="Biblioteca">a biblioteca</a></p><ul><li>um</li></ul>',
    );
    expect(clean('<a href="https://pecas.example/x?a=1&b=2">x</a><a href="mailto:a@b.c">m</a><a href="{{link}}">l</a>')).toBe(
      '<a href="https://pecas.example/x?a=1&amp;b=2">x</a><a href="mailto:a@b.c">m</a><a href="{{link}}">l</a>',
    );
    expect(clean('1 < 2 & 3 > 2 <br> fim')).toBe('1 &lt; 2 &amp; 3 &gt; 2 <br> fim');
  });

  it('unwraps unknown elements (their text stays) and drops code with its content', () => {
    expect(clean('<font color=red>vermelho</font><section><p>texto</p></section>')).toBe('vermelho<p>texto</p>');
    expect(clean('antes<script>alert(1)</script><style>p{}</style><iframe>x</iframe>depois')).toBe('antesdepois');
    expect(clean('<a href="javascript:alert(1)" onclick="alert(1)">link</a>')).toBe('<a>link</a>');
  });
});
