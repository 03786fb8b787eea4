import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { indexHtml, registerWeb } from './web.js';

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

describe('the built web as served', () => {
  it('serves the bundles but never their source maps', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), HTML);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    const app = Fastify({ logger: false });
    try {
      await registerWeb(app, dist);
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
      for (const accept of ['*/*', 'text/html']) {
        const map = await app.inject({ method: 'GET', url: '/assets/index-abc.js.map', headers: { accept } });
        expect(map.body).not.toContain('secret.ts');
      }
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
