import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAtBothWidths, launchBrowser, settled } from './support/browser.js';
import { copyDemoUser } from './support/demo-users.js';
import { connectDb, signedInPages } from './support/notifications.js';

// Issue #15's proof for slides and adverts, end to end, through the screens: the manufacturer
// (montadora@portal.test, every feature) opens Slides and Anúncios from the menu, creates on
// /slides/novo a slide targeted to the public user group "Rede Aurora" (title and subtitle, a
// colour, a button with its link, the period from today, a 1140x400 PNG through the form's upload,
// the live preview showing the title as typed) and on /anuncios/novo an advert for everyone (a
// 244x360 PNG); both lists show them "Em exibição". Diana Dealer (in Rede Aurora's audience) sees
// the slide in the home's carousel and the advert in its card; a user outside the group (a copy of
// her with no brand, made for this file) sees the advert but not the slide. The lists and forms
// are axe-clean at 360 and 1440 px.

const MANUFACTURER_EMAIL = 'montadora@portal.test';
const DEALER_EMAIL = 'dealer@portal.test';
const RUN = Date.now().toString(36);
const OUTSIDER_EMAIL = `fora-${RUN}@portal.test`;
const SLIDE_TITULO = `Feirão de revisões ${RUN}`;
const ANUNCIO_TITULO = `Acessórios originais ${RUN}`;
const GRUPO = 'Rede Aurora';

let browser: Browser;
let db: pg.Client;
const pages = signedInPages(() => browser);
let outsiderId: number;
let manufacturer: Page;

/** Today in São Paulo, as the date fields take it (YYYY-MM-DD). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** A real PNG of the given size (the server reads and resizes it with sharp). */
const png = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** Whether the user with this e-mail is in the stored audience of the group. */
async function inGroup(email: string, grupo: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from grupo_usuarios_membros m join grupos_usuarios g on g.id = m.grupo_usuarios_id join usuarios u on u.id = m.usuario_id
     where u.email = $1 and g.nome = $2`,
    [email, grupo],
  );
  return (rowCount ?? 0) > 0;
}

beforeAll(async () => {
  browser = await launchBrowser();
  db = await connectDb();
  // Outside Rede Aurora (its audience is the first brand's manufacturer and dealer-group users):
  // a dealer-group user with no brand.
  outsiderId = await copyDemoUser(db, DEALER_EMAIL, { nome: `Otto Fora ${RUN}`, email: OUTSIDER_EMAIL }, { links: false });
});

afterAll(async () => {
  if (db) {
    // Their target links go with them (on delete cascade).
    await db.query('delete from slides where titulo like $1', [`%${RUN}%`]);
    await db.query('delete from anuncios where titulo like $1', [`%${RUN}%`]);
    if (outsiderId) await db.query('delete from usuarios where id = $1', [outsiderId]);
    await db.end();
  }
  await pages.closeAll();
  await browser?.close();
});

/** The home's carousel and advert card. */
const carousel = (page: Page) => page.getByRole('region', { name: 'Destaques' });
const advertCard = (page: Page) => page.getByRole('region', { name: 'Anúncio' });

describe.sequential('home: slides and adverts', () => {
  it('the dealer is in Rede Aurora’s audience and the outsider is not', async () => {
    expect(await inGroup(DEALER_EMAIL, GRUPO)).toBe(true);
    expect(await inGroup(OUTSIDER_EMAIL, GRUPO)).toBe(false);
  });

  it('the manufacturer finds Slides and Anúncios in the menu; the list is axe-clean', async () => {
    manufacturer = await pages.open(MANUFACTURER_EMAIL);
    await manufacturer.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = manufacturer.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Anúncios', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Slides', exact: true }).click();
    await manufacturer.waitForURL((url) => url.pathname === '/slides');
    await manufacturer.getByRole('heading', { level: 1, name: 'Slides' }).waitFor();
    await settled(manufacturer);
    await axeAtBothWidths(manufacturer);
  });

  it('creates on /slides/novo a slide for Rede Aurora, with an image and a live preview; axe-clean', async () => {
    await manufacturer.getByRole('link', { name: 'Novo slide' }).click();
    await manufacturer.waitForURL((url) => url.pathname === '/slides/novo');
    await manufacturer.getByText('Tamanho recomendado: 1140 × 400 px', { exact: false }).waitFor();
    await manufacturer.getByRole('textbox', { name: 'Título', exact: true }).fill(SLIDE_TITULO);
    const preview = manufacturer.getByRole('figure', { name: 'Pré-visualização do slide' });
    await expect.poll(() => preview.textContent()).toContain(SLIDE_TITULO);
    await manufacturer.getByRole('textbox', { name: 'Cor do título', exact: true }).fill('#ffcc00');
    await manufacturer.getByRole('textbox', { name: 'Subtítulo', exact: true }).fill('Revisão com desconto em toda a rede');
    await manufacturer.getByRole('textbox', { name: 'Texto do botão', exact: true }).fill('Agendar');
    await manufacturer.getByRole('textbox', { name: 'Link', exact: true }).fill('https://example.com/revisoes');
    await expect.poll(() => preview.textContent()).toContain('Agendar');
    await manufacturer.locator('form input[type="file"]').setInputFiles({ name: `slide-${RUN}.png`, mimeType: 'image/png', buffer: await png(1140, 400, '#1d4f91') });
    await manufacturer.getByText(`Imagem slide-${RUN}.png enviada`, { exact: false }).waitFor();
    await manufacturer.getByLabel('Início da exibição').fill(today());
    await manufacturer.getByRole('combobox', { name: 'Grupos de usuários' }).click();
    await manufacturer.getByRole('option', { name: GRUPO }).click();
    await manufacturer.keyboard.press('Escape');
    await settled(manufacturer);
    await axeAtBothWidths(manufacturer);
    await manufacturer.getByRole('button', { name: 'Salvar' }).click();
    await manufacturer.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => manufacturer.getByText(`Slide "${SLIDE_TITULO}" salvo.`).isVisible()).toBe(true);
    await manufacturer.waitForURL((url) => url.pathname === '/slides');
    const row = manufacturer.getByRole('row').filter({ hasText: SLIDE_TITULO });
    await expect.poll(() => row.textContent()).toContain('Em exibição');
    expect(await row.textContent()).toContain(GRUPO);
  });

  it('creates on /anuncios/novo an advert for everyone; the list and form are axe-clean', async () => {
    await manufacturer.goto('/anuncios');
    await manufacturer.getByRole('heading', { level: 1, name: 'Anúncios' }).waitFor();
    await settled(manufacturer);
    await axeAtBothWidths(manufacturer);
    await manufacturer.getByRole('link', { name: 'Novo anúncio' }).click();
    await manufacturer.waitForURL((url) => url.pathname === '/anuncios/novo');
    await manufacturer.getByText('Tamanho recomendado: 244 × 360 px', { exact: false }).waitFor();
    await manufacturer.getByRole('textbox', { name: 'Título', exact: true }).fill(ANUNCIO_TITULO);
    await manufacturer.locator('form input[type="file"]').setInputFiles({ name: `anuncio-${RUN}.png`, mimeType: 'image/png', buffer: await png(244, 360, '#b3261e') });
    await manufacturer.getByText(`Imagem anuncio-${RUN}.png enviada`, { exact: false }).waitFor();
    await expect.poll(() => manufacturer.getByRole('figure', { name: 'Pré-visualização do anúncio' }).textContent()).toContain(ANUNCIO_TITULO);
    await settled(manufacturer);
    await axeAtBothWidths(manufacturer);
    await manufacturer.getByRole('button', { name: 'Salvar' }).click();
    await manufacturer.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => manufacturer.getByText(`Anúncio "${ANUNCIO_TITULO}" salvo.`).isVisible()).toBe(true);
    await manufacturer.waitForURL((url) => url.pathname === '/anuncios');
    const row = manufacturer.getByRole('row').filter({ hasText: ANUNCIO_TITULO });
    await expect.poll(() => row.textContent()).toContain('Em exibição');
    expect(await row.textContent()).toContain('Todos os usuários');
  });

  it('the dealer in the group sees the slide and the advert on /home', async () => {
    const dealer = await pages.open(DEALER_EMAIL);
    await settled(dealer);
    await carousel(dealer).getByRole('heading', { name: SLIDE_TITULO }).waitFor();
    await advertCard(dealer).getByText(ANUNCIO_TITULO).waitFor();
  });

  it('a user outside the group sees the advert but not the slide', async () => {
    const outsider = await pages.open(OUTSIDER_EMAIL);
    await settled(outsider);
    await advertCard(outsider).getByText(ANUNCIO_TITULO).waitFor();
    expect(await carousel(outsider).textContent()).not.toContain(SLIDE_TITULO);
  });
});
