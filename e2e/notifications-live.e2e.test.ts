import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, signIn } from './support/browser.js';

// Live notifications in a real browser: two tabs of one browser share ONE stream (Web Locks +
// BroadcastChannel), both badges follow a committed notification within about a second, and when
// the tab holding the stream closes the other takes it over.

const DEALER_EMAIL = 'dealer@portal.test';
let browser: Browser;
let context: BrowserContext;
let db: pg.Client;
let usuarioId: number;
const lotes: number[] = [];
const streams: string[] = [];

async function notify(titulo: string): Promise<void> {
  await db.query('begin');
  const lote = await db.query<{ id: number }>(
    `insert into lotes_notificacao (origem, titulo, texto, destinatarios, push_pendente) values ('GENERICA', $1, '<p>live</p>', 1, false) returning id`,
    [titulo],
  );
  lotes.push(lote.rows[0]!.id);
  await db.query('insert into notificacoes (lote_id, usuario_id) values ($1, $2)', [lote.rows[0]!.id, usuarioId]);
  await db.query(`select pg_notify('portal_notificacoes', json_build_object('lote', $1::int)::text)`, [lote.rows[0]!.id]);
  await db.query('commit');
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });
const badge = async (page: Page) => (await bell(page).getAttribute('aria-label')) ?? (await bell(page).textContent()) ?? '';

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  usuarioId = (await db.query<{ id: number }>('select id from usuarios where email = $1', [DEALER_EMAIL])).rows[0]!.id;
  await db.query('update notificacoes set lida_em = now() where usuario_id = $1 and lida_em is null', [usuarioId]);
  context = await newContext(browser, 1440);
  context.on('request', (r) => {
    if (r.url().includes('/api/notificacoes/eventos')) streams.push(r.url());
  });
});

afterAll(async () => {
  if (db && lotes.length) await db.query('delete from lotes_notificacao where id = any($1)', [lotes]);
  await db?.end();
  await context?.close();
  await browser?.close();
});

describe('live notifications', () => {
  it('two tabs, one stream, both counts live; the other tab takes over when the first closes', async () => {
    const first = await context.newPage();
    await signIn(first, DEALER_EMAIL);
    await expect.poll(() => streams.length, { timeout: 10_000 }).toBe(1);
    const second = await context.newPage();
    await second.goto(`${baseUrl()}/home`);
    await bell(second).waitFor();
    await expect.poll(() => badge(first)).toMatch(/0 não lidas/);
    await expect.poll(() => badge(second)).toMatch(/0 não lidas/);

    const t0 = Date.now();
    await notify('Ao vivo 1');
    await expect.poll(() => badge(first), { timeout: 2000, interval: 50 }).toMatch(/1 não lida\b/);
    await expect.poll(() => badge(second), { timeout: 2000, interval: 50 }).toMatch(/1 não lida\b/);
    console.log(`both tabs updated ${Date.now() - t0} ms after the commit`);
    // Still one stream for the browser.
    expect(streams).toHaveLength(1);

    await first.close();
    await expect.poll(() => streams.length, { timeout: 10_000 }).toBe(2);
    await notify('Ao vivo 2');
    await expect.poll(() => badge(second), { timeout: 2000, interval: 50 }).toMatch(/2 não lidas/);
  });
});
