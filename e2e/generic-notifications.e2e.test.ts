import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAtBothWidths, launchBrowser } from './support/browser.js';
import { bell, connectDb, signedInPages } from './support/notifications.js';

// Issue #13's proof, end to end: the manufacturer (montadora@portal.test, every feature) writes a
// model with {{nome}}, then sends a generic notification from it, now, to the public user group
// "Rede Aurora". Diana Dealer's portal is already open in another browser context: her bell's
// count changes without a reload (the live stream; 65 s covers the 60 s polling fallback), the
// panel shows the notification with her own name, its link opens, and "mark all as read" zeroes
// the count. The list and both forms are axe-clean at 360 and 1440 px.

const SENDER_EMAIL = 'montadora@portal.test';
const DEALER_EMAIL = 'dealer@portal.test';
const RUN = Date.now().toString(36);
const MODELO = `Boas-vindas ${RUN}`;
const TEXTO = `<p>Confira a biblioteca da rede (${RUN}).</p>`;
/** The live stream delivers within a second; the 60 s polling fallback within this. */
const LIVE_TIMEOUT_MS = 65_000;

let browser: Browser;
let db: pg.Client;
/** Deliveries written straight into the tables by this file, removed at its end whatever happened. */
const extraLotes: number[] = [];
const pages = signedInPages(() => browser);
const signedIn = pages.open;


beforeAll(async () => {
  browser = await launchBrowser();
  db = await connectDb();
  // Whatever an earlier file left: Diana counts from zero.
  await db.query(`update notificacoes set lida_em = now() where lida_em is null and usuario_id = (select id from usuarios where email = $1)`, [DEALER_EMAIL]);
});

afterAll(async () => {
  if (db) {
    // What this file sent and wrote, so other files count Diana's notifications as they expect.
    const { rows } = await db.query<{ id: number; lote_id: number | null }>(
      `select g.id, g.lote_id from notificacoes_genericas g join modelos_notificacao m on m.id = g.modelo_id where m.nome = $1`,
      [MODELO],
    );
    await db.query('delete from notificacoes_genericas where id = any($1)', [rows.map((r) => r.id)]);
    await db.query('delete from lotes_notificacao where id = any($1)', [rows.map((r) => r.lote_id).filter((id) => id != null)]);
    await db.query('delete from modelos_notificacao where nome = $1', [MODELO]);
    await db.query('delete from lotes_notificacao where id = any($1)', [extraLotes]);
    await db.end();
  }
  await pages.closeAll();
  await browser?.close();
});

describe.sequential('generic notifications', () => {
  let dealer: Page;
  let sender: Page;

  it('the dealer’s portal is open before anything is sent, at zero unread', async () => {
    dealer = await signedIn(DEALER_EMAIL);
    await expect.poll(() => bell(dealer).textContent()).toContain('Notificações: 0 não lidas');
  });

  it('the manufacturer writes a model with {{nome}} (the chip inserts it at the cursor), axe-clean', async () => {
    sender = await signedIn(SENDER_EMAIL);
    await sender.goto('/notificacoesGenericas?aba=modelos');
    await sender.getByRole('tab', { name: 'Modelos', selected: true }).waitFor();
    await sender.getByRole('link', { name: 'Novo modelo' }).click();
    await sender.waitForURL((url) => url.pathname === '/notificacoesGenericas/nova/modelo');
    await sender.getByRole('textbox', { name: 'Nome do modelo' }).fill(MODELO);
    await sender.getByRole('textbox', { name: 'Título' }).fill('Olá, ');
    await sender.getByRole('button', { name: 'Inserir {{nome}}: nome do destinatário' }).click();
    await expect.poll(() => sender.getByRole('textbox', { name: 'Título' }).inputValue()).toBe('Olá, {{nome}}');
    await sender.getByRole('textbox', { name: 'Texto' }).fill(TEXTO);
    await sender.getByRole('textbox', { name: 'Link (opcional)' }).fill('/biblioteca');
    await axeAtBothWidths(sender);
    await sender.getByRole('button', { name: 'Salvar' }).click();
    const dialog = sender.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Salvar o modelo “${MODELO}”?`);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => sender.getByText(`Modelo “${MODELO}” salvo.`).isVisible()).toBe(true);
    await sender.waitForURL((url) => url.pathname === '/notificacoesGenericas' && url.search === '?aba=modelos');
    const row = sender.getByRole('row', { name: new RegExp(MODELO) });
    await expect.poll(() => row.textContent()).toContain('{{nome}}');
    await axeAtBothWidths(sender);
  });

  it('sends a generic notification from it to “Rede Aurora” now: the preview names a recipient and the audience, the confirmation the count', async () => {
    await sender.getByRole('tab', { name: 'Notificações' }).click();
    await sender.getByRole('link', { name: 'Nova notificação' }).click();
    await sender.waitForURL((url) => url.pathname === '/notificacoesGenericas/nova/comModelo');
    await sender.getByRole('combobox', { name: 'Modelo' }).click();
    await sender.getByRole('option', { name: MODELO }).click();
    await expect.poll(() => sender.getByRole('textbox', { name: 'Título' }).inputValue()).toBe('Olá, {{nome}}');
    expect(await sender.getByRole('textbox', { name: 'Título' }).isDisabled()).toBe(true);
    await sender.getByRole('combobox', { name: 'Grupos de usuários' }).click();
    await sender.getByRole('option', { name: 'Rede Aurora' }).click();
    await sender.keyboard.press('Escape');
    const preview = sender.getByRole('region', { name: 'Pré-visualização' });
    await expect.poll(() => preview.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/^Alcança \d+ pessoas?\.$/);
    const reaches = (await preview.getByRole('status').textContent())!;
    const count = Number(/\d+/.exec(reaches)![0]);
    expect(count).toBeGreaterThan(0);
    expect(await preview.textContent()).toMatch(/Olá, (?!\{\{)/);
    await axeAtBothWidths(sender);
    await sender.getByRole('button', { name: 'Enviar', exact: true }).click();
    const dialog = sender.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Enviar para ${count} ${count === 1 ? 'pessoa' : 'pessoas'} agora?`);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => sender.getByText(/“Olá, \{\{nome\}\}” enviada para/).isVisible()).toBe(true);
    await sender.waitForURL((url) => url.pathname === '/notificacoesGenericas');
    const row = sender.getByRole('row', { name: /Olá, \{\{nome\}\}/ }).first();
    await expect.poll(() => row.textContent()).toContain('Enviada');
    await expect.poll(() => row.textContent()).toContain('Rede Aurora');
    await axeAtBothWidths(sender);
  });

  it('reaches the dealer’s open page live: the count changes, the panel lists it with her name, its link opens, mark all read zeroes it', { timeout: 3 * LIVE_TIMEOUT_MS }, async () => {
    await expect.poll(() => bell(dealer).textContent(), { timeout: LIVE_TIMEOUT_MS }).toContain('Notificações: 1 não lida');
    await bell(dealer).click();
    const panel = dealer.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('article', { name: 'Olá, Diana Dealer (Não lida)' });
    await expect.poll(() => item.textContent()).toContain(`Confira a biblioteca da rede (${RUN}).`);
    await panel.getByRole('link', { name: 'Olá, Diana Dealer' }).click();
    await dealer.waitForURL((url) => url.pathname === '/biblioteca');
    await expect.poll(() => bell(dealer).textContent()).toContain('Notificações: 0 não lidas');

    // Opening it marked it read; a second delivery (written as notificar writes one, with its
    // NOTIFY) gives "mark all as read" something to do, and arrives live too.
    const lote = await db.query<{ id: number }>(
      `insert into lotes_notificacao (origem, titulo, texto, destinatarios, push_pendente) values ('GENERICA', $1, '<p>x</p>', 1, false) returning id`,
      [`Outra ${RUN}`],
    );
    extraLotes.push(lote.rows[0]!.id);
    await db.query(`insert into notificacoes (lote_id, usuario_id, data) select $1, u.id, now() from usuarios u where u.email = $2`, [lote.rows[0]!.id, DEALER_EMAIL]);
    await db.query(`select pg_notify('portal_notificacoes', $1)`, [JSON.stringify({ lote: lote.rows[0]!.id })]);
    await expect.poll(() => bell(dealer).textContent(), { timeout: LIVE_TIMEOUT_MS }).toContain('Notificações: 1 não lida');
    await bell(dealer).click();
    const markAll = dealer.getByRole('dialog', { name: 'Notificações' }).getByRole('button', { name: 'Marcar todas como lidas' });
    await markAll.click();
    // Nothing left to mark; the panel stays open (and, being modal, hides the top bar from the
    // accessibility tree) until Escape closes it.
    await expect.poll(() => markAll.isDisabled()).toBe(true);
    await dealer.keyboard.press('Escape');
    await expect.poll(() => bell(dealer).textContent()).toContain('Notificações: 0 não lidas');
  });
});
