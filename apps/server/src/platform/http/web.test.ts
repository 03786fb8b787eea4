import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  describe('compressed and cached', () => {
    const JS = `export const greeting = ${JSON.stringify('olá '.repeat(200))};`;
    let dist: string;
    let app: ReturnType<typeof Fastify>;

    beforeAll(async () => {
      // As the build leaves it (apps/web/scripts/compress.mjs): each file with its .br and .gz.
      dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
      fs.mkdirSync(path.join(dist, 'assets'));
      const write = (name: string, body: string) => {
        fs.writeFileSync(path.join(dist, name), body);
        fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(body));
        fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(body));
      };
      write('index.html', HTML);
      write('assets/index-abc.js', JS);
      app = Fastify({ logger: false });
      await registerWeb(app, dist);
    });

    afterAll(async () => {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

    it('sends brotli to a browser that takes it', async () => {
      const res = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
    });

    it('sends gzip to a browser that takes gzip only', async () => {
      const res = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(JS);
    });

    it('sends the file as it is otherwise', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const res = await get('/assets/index-abc.js', headers);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body).toBe(JS);
      }
    });

    it('never answers the compressed copies under their own names', async () => {
      expect((await get('/assets/index-abc.js.br')).statusCode).toBe(404);
      expect((await get('/assets/index-abc.js.gz')).statusCode).toBe(404);
    });

    it('lets browsers keep hashed assets for a year, in every encoding', async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get('/assets/index-abc.js', { 'accept-encoding': encoding });
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('has index.html revalidated, as the file and as any client-side route', async () => {
      for (const url of ['/', '/index.html', '/home', '/dealers/12']) {
        const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(HTML);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  it('answers /index.html with the external identity provider address too', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), HTML);
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(HTML));
    const app = Fastify({ logger: false });
    try {
      await registerWeb(app, dist, { authority: 'https://sso.example/realms/rede', clientId: 'portal-web' });
      for (const url of ['/', '/index.html']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
        expect(res.body).toContain('<meta name="portal:oidc-authority" content="https://sso.example/realms/rede">');
      }
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
