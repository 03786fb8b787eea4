import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser } from './support/browser.js';
import { launchPortal, type TestPortal } from './support/global-setup.js';
import { prepareProxy, type Proxy } from './support/proxy.js';
import { markToursSeen } from './support/tours.js';

// The deployment's reverse proxy as shipped (deploy/nginx/portal.conf, run by Debian's nginx) in
// front of a portal of this file's own whose public address is the proxy's, as compose.yaml runs
// it: a person signs in through it, every request of the page travels over HTTP/2, the portal's
// compression and caching reach the browser, a notification arrives live through it, a resumable
// upload far above nginx's default body limit goes through, and plain HTTP is sent to HTTPS.

const ADMIN = 'admin@portal.test';
let proxy: Proxy;
let portal: TestPortal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: pg.Client;

beforeAll(async () => {
  proxy = await prepareProxy();
  portal = await launchPortal({ publicUrl: proxy.url });
  await proxy.start(portal.port);
  db = new pg.Client({ connectionString: portal.databaseUrl });
  await db.connect();
  await markToursSeen(ADMIN, portal.databaseUrl);
  browser = await launchBrowser();
  // The certificate is made for the run; everything else is as a browser meets the deployment.
  context = await browser.newContext({ baseURL: proxy.url, ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await context?.close();
  await browser?.close();
  await proxy?.close();
  await portal?.stop();
});

/** The bearer token the web keeps for API calls (oidc-client-ts's user in localStorage). */
const accessToken = () =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return (JSON.parse(localStorage.getItem(key!)!) as { access_token: string }).access_token;
  });

describe('behind the shipped reverse proxy', () => {
  it('signs in through the login page over HTTPS, every request on HTTP/2, assets compressed and cached', async () => {
    const assets: Array<{ url: string; encoding: string | null; cache: string | null }> = [];
    page.on('response', async (res) => {
      if (new URL(res.url()).pathname.startsWith('/assets/') && res.url().endsWith('.js')) {
        assets.push({ url: res.url(), encoding: await res.headerValue('content-encoding'), cache: await res.headerValue('cache-control') });
      }
    });
    const document = page.waitForResponse((res) => res.url() === `${proxy.url}/home`);
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    // The identity provider's pages are the proxy's address too (its issuer is PUBLIC_URL).
    expect(page.url().startsWith(`${proxy.url}/oidc/`)).toBe(true);
    await page.getByLabel(/e-?mail/i).fill(ADMIN);
    await page.getByLabel(/senha/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /entrar/i }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => page.title()).toBe('Portal Rede Aurora - Início');

    expect(await (await document).headerValue('cache-control')).toMatch(/no-cache/);
    const protocols = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((e) => new URL(e.name).origin === location.origin)
        .map((e) => `${(e as PerformanceResourceTiming).nextHopProtocol} ${new URL(e.name).pathname}`),
    );
    expect(protocols.length).toBeGreaterThan(5);
    expect(protocols.filter((p) => !p.startsWith('h2 '))).toEqual([]);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset.encoding, asset.url).toBe('br');
      expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a notification reaches the open page at once through the proxy (the stream is not buffered)', async () => {
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notificações/ });
    const badge = async () => (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '';
    const usuarioId = (await db.query<{ id: number }>('select id from usuarios where email = $1', [ADMIN])).rows[0]!.id;
    await db.query('update notificacoes set lida_em = now() where usuario_id = $1 and lida_em is null', [usuarioId]);
    await page.reload();
    await expect.poll(badge).toMatch(/0 não lidas/);
    await db.query('begin');
    const lote = await db.query<{ id: number }>(
      `insert into lotes_notificacao (origem, titulo, texto, destinatarios, push_pendente) values ('GENERICA', 'Pelo proxy', '<p>live</p>', 1, false) returning id`,
    );
    await db.query('insert into notificacoes (lote_id, usuario_id) values ($1, $2)', [lote.rows[0]!.id, usuarioId]);
    await db.query(`select pg_notify('portal_notificacoes', json_build_object('lote', $1::int)::text)`, [lote.rows[0]!.id]);
    await db.query('commit');
    // Well under the 25 s heartbeat that would push a buffered event out.
    await expect.poll(badge, { timeout: 3000, interval: 50 }).toMatch(/1 não lida\b/);
  });

  it('a resumable upload of 3 MB (nginx refuses bodies over 1 MB by default) goes through, its requests on one instance', async () => {
    const token = await accessToken();
    const size = 3 * 1024 * 1024;
    const result = await page.evaluate(
      async ({ token, size }) => {
        const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
        const meta = (k: string, v: string) => `${k} ${btoa(v)}`;
        const created = await fetch('/api/upload/tus', {
          method: 'POST',
          headers: { ...headers, 'upload-length': String(size), 'upload-metadata': [meta('filename', 'proxy.txt'), meta('fileType', 'LIBRARY')].join(',') },
        });
        const location = created.headers.get('location')!;
        // Two chunks, as the web's client sends them, the second after asking where it stands.
        const half = size / 2;
        const chunk = (n: number) => new Blob(['portal via proxy\n'.repeat(Math.ceil(n / 17)).slice(0, n)]);
        const first = await fetch(location, {
          method: 'PATCH',
          headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          body: chunk(half),
        });
        const head = await fetch(location, { method: 'HEAD', headers });
        const last = await fetch(location, {
          method: 'PATCH',
          headers: { ...headers, 'upload-offset': head.headers.get('upload-offset')!, 'content-type': 'application/offset+octet-stream' },
          body: chunk(size - half),
        });
        return { created: created.status, location, first: first.status, offset: head.headers.get('upload-offset'), last: last.status, arquivo: last.headers.get('upload-arquivo-id') };
      },
      { token, size },
    );
    expect(result).toMatchObject({ created: 201, first: 204, offset: String(size / 2), last: 204 });
    expect(result.location).toMatch(/^\/api\/upload\/tus\/\w+/);
    const stored = await db.query<{ tamanho: string }>('select tamanho from arquivos where id = $1', [result.arquivo]);
    expect(Number(stored.rows[0]?.tamanho)).toBe(size);
  });

  it('plain HTTP is answered with a permanent redirect to HTTPS', async () => {
    const res = await fetch(`${proxy.plainUrl}/usuarios?pagina=2`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://localhost/usuarios?pagina=2');
  });
});
