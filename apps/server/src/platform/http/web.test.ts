import { describe, expect, it } from 'vitest';
import { indexHtml } from './web.js';

const HTML = '<!doctype html><html><head><title>Portal</title></head><body></body></html>';

describe('index.html as served', () => {
  it('is the built file when the identity provider is embedded', () => {
    expect(indexHtml(HTML)).toBe(HTML);
  });

  it('points the web at an external identity provider, escaped', () => {
    const out = indexHtml(HTML, { authority: 'https://sso.example/realms/rede"x', clientId: 'portal<web>' });
    expect(out).toContain('<meta name="portal:oidc-authority" content="https://sso.example/realms/rede&quot;x">');
    expect(out).toContain('<meta name="portal:oidc-client-id" content="portal&lt;web>">');
    expect(out.indexOf('portal:oidc-authority')).toBeLessThan(out.indexOf('</head>'));
  });
});
