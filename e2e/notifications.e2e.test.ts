import type pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAtBothWidths, launchBrowser, settled } from './support/browser.js';
import { bell, connectDb, signedInPages } from './support/notifications.js';

// The bell and /notificacoes (spec 02 §2 "Notifications") for Diana Dealer (demo data), signed in
// through the real login page. Her notifications are written straight into the area's tables (a
// delivery = one lote + one row per recipient, notifications.tables.ts), so this file proves the
// web and the API's reads and marks; sending through `notificar` is the server's tests' part.

const DEALER_EMAIL = 'dealer@portal.test';
const RUN = Date.now().toString(36);
const RECENTE = `Relatório de vendas disponível ${RUN}`;
const ANTIGA = `Importação concluída ${RUN}`;

let browser: Browser;
let db: pg.Client;
const lotes: number[] = [];
const pages = signedInPages(() => browser);
const signedIn = pages.open;

/** Delivers one notification to the user (a lote and its row), `diasAtras` days ago. */
async function notify(usuarioId: number, titulo: string, texto: string, link: string | null, diasAtras: number): Promise<void> {
  const lote = await db.query<{ id: number }>(
    `insert into lotes_notificacao (origem, titulo, texto, link, destinatarios, push_pendente) values ('GENERICA', $1, $2, $3, 1, false) returning id`,
    [titulo, texto, link],
  );
  const id = lote.rows[0]!.id;
  lotes.push(id);
  await db.query(`insert into notificacoes (lote_id, usuario_id, data) values ($1, $2, now() - make_interval(days => $3))`, [id, usuarioId, diasAtras]);
}


beforeAll(async () => {
  browser = await launchBrowser();
  db = await connectDb();
  const dealer = await db.query<{ id: number }>('select id from usuarios where email = $1', [DEALER_EMAIL]);
  const usuarioId = dealer.rows[0]!.id;
  // Whatever an earlier file delivered to Diana (notices, generic notifications) goes: this file
  // counts her notifications from none.
  await db.query('delete from notificacoes where usuario_id = $1', [usuarioId]);
  await notify(usuarioId, ANTIGA, '<p>120 usuários importados.</p>', null, 20);
  await notify(usuarioId, RECENTE, '<p>O relatório de <strong>novembro</strong> está na biblioteca.</p>', '/biblioteca', 0);
});

afterAll(async () => {
  if (db && lotes.length) await db.query('delete from lotes_notificacao where id = any($1)', [lotes]);
  await db?.end();
  await pages.closeAll();
  await browser?.close();
});

describe.sequential('notifications', () => {
  it('the bell counts the unread ones; its panel lists recent and older, axe-clean at 360 and 1440 px', async () => {
    const page = await signedIn(DEALER_EMAIL);
    await expect.poll(() => bell(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => bell(page).textContent()).toContain('Notificações: 2 não lidas');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await panel.getByRole('heading', { name: 'Recentes' }).waitFor();
    await expect.poll(() => panel.getByRole('heading', { name: 'Anteriores' }).isVisible()).toBe(true);
    const recent = panel.getByRole('article', { name: `${RECENTE} (Não lida)` });
    await expect.poll(() => recent.textContent()).toContain('O relatório de novembro está na biblioteca.');
    expect(await recent.locator('strong').textContent()).toBe('novembro');
    await axeAtBothWidths(page);

    // At 360 px the panel is the screen's width.
    await page.setViewportSize({ width: 360, height: 900 });
    await expect.poll(() => panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(360);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(420);

    // Escape closes it and the focus is back on the bell.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => bell(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('a notification with a link opens it in the same window and is marked read', async () => {
    const page = await signedIn(DEALER_EMAIL);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await panel.getByRole('link', { name: RECENTE }).click();
    await page.waitForURL((url) => url.pathname === '/biblioteca');
    expect(page.context().pages()).toHaveLength(1);
    await expect.poll(() => bell(page).textContent()).toContain('Notificações: 1 não lida');
  });

  it('/notificacoes lists them with a read filter, marks all read, axe-clean at 360 and 1440 px', async () => {
    const page = await signedIn(DEALER_EMAIL);
    await bell(page).click();
    await page.getByRole('dialog', { name: 'Notificações' }).getByRole('link', { name: 'Ver todas as notificações' }).click();
    await page.waitForURL((url) => url.pathname === '/notificacoes');
    const table = page.getByRole('table', { name: 'Suas notificações' });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await settled(page);
    await axeAtBothWidths(page);

    await page.getByRole('combobox', { name: 'Mostrar' }).click();
    await page.getByRole('option', { name: 'Não lidas' }).click();
    await page.waitForURL((url) => url.search === '?leitura=NAO_LIDAS');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await expect.poll(() => table.textContent()).toContain(ANTIGA);

    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect.poll(() => page.getByText('Todas as notificações foram marcadas como lidas.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Você não tem notificações não lidas.').isVisible()).toBe(true);
    await expect.poll(() => bell(page).textContent()).toContain('Notificações: 0 não lidas');
  });
});
