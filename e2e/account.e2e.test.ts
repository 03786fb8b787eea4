import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, portalToday } from '../packages/domain/src/calendar.js';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, launchBrowser, newContext, signIn } from './support/browser.js';
import { copyDemoUser } from './support/demo-users.js';

const DEALER_EMAIL = 'dealer@portal.test';
/**
 * The password change runs on a user of its own: the other e2e files sign in as the demo users
 * with the demo password, in whatever order the runner picks.
 */
const PASSWORD_USER = { email: 'troca.senha.e2e@portal.test', nome: 'Paula Troca Senha' };
const NEW_PASSWORD = 'Nova#Senha2026';
const NEW_NAME = 'Diana Dealer Souza';
const MOTIVO = 'Treinamento de produto na fábrica (e2e)';

let browser: Browser;
let db: pg.Client;
let dealer: { id: number; nome: string; telefones: string[]; celulares: string[] };

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const found = await db.query<typeof dealer>('select id, nome, telefones, celulares from usuarios where email = $1', [DEALER_EMAIL]);
  dealer = found.rows[0]!;
  await copyDemoUser(db, DEALER_EMAIL, PASSWORD_USER);
});

afterAll(async () => {
  // Leave the dealer demo user as the other e2e files expect it, whatever happened above.
  if (db && dealer) {
    await db.query('update usuarios set nome = $1, telefones = $2, celulares = $3 where id = $4', [dealer.nome, dealer.telefones, dealer.celulares, dealer.id]);
    await db.query('delete from ausencias_temporarias where usuario_id = $1 and motivo = $2', [dealer.id, MOTIVO]);
  }
  await db?.end();
  await browser?.close();
});

async function signedIn(email: string, width = 1440, password = DEMO_PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

/** Answers Confirmar in the confirmation dialog. */
async function confirm(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
}

async function openMyAccountFromMenu(page: Page, nome: string): Promise<void> {
  await page.getByRole('button', { name: `Conta de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Minha conta' }).click();
  await page.waitForURL((url) => url.pathname === '/minha-conta');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Minha conta' }).isVisible()).toBe(true);
}

describe.sequential('my account', () => {
  it('opened signed out, comes back to /minha-conta after the sign-in page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/minha-conta?aba=dados');
      await page.waitForURL(/\/oidc\//);
      await page.getByLabel(/e-?mail/i).fill(DEALER_EMAIL);
      await page.getByLabel(/senha/i).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /entrar/i }).click();
      await page.waitForURL((url) => url.pathname === '/minha-conta');
      // The screen asked for is the one shown once signed in, and it stays (no later trip home).
      await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor({ state: 'visible' });
      const landed = new URL(page.url());
      expect(`${landed.pathname}${landed.search}`).toBe('/minha-conta?aba=dados');
    } finally {
      await context.close();
    }
  });

  it('opens from the account menu; a new name and phone are saved and the top bar shows the name', async () => {
    const { context, page } = await signedIn(DEALER_EMAIL);
    await openMyAccountFromMenu(page, dealer.nome);
    const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
    await expect.poll(() => nome.inputValue()).toBe(dealer.nome);
    await expectNoSeriousA11yViolations(page);

    await nome.fill(NEW_NAME);
    const phones = page.getByRole('textbox', { name: 'Telefones', exact: true });
    // An incomplete mask is refused; a complete one is added with Enter.
    await phones.fill('1133');
    await phones.press('Enter');
    await visible(page, /Formato inválido/);
    await phones.fill('1133334444');
    await phones.press('Enter');
    await visible(page, '(11) 3333-4444');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await confirm(page);
    await visible(page, 'Dados da conta salvos.');
    await expect.poll(() => page.getByRole('button', { name: `Conta de ${NEW_NAME}` }).isVisible()).toBe(true);

    // Stored on the server: still there after a reload.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(NEW_NAME);
    await expect.poll(() => page.getByRole('list', { name: 'Telefones' }).textContent()).toContain('(11) 3333-4444');
    await context.close();
  });

  it('is accessible and fits a 360 px screen, with the read-only access view', async () => {
    const { context, page } = await signedIn(DEALER_EMAIL, 360);
    await page.goto('/minha-conta');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Minha conta' }).isVisible()).toBe(true);
    const access = page.getByRole('region', { name: 'Meus acessos' });
    // The demo portal's labels: Marcas, Concessionárias, Grupos.
    await expect.poll(() => access.getByRole('heading', { name: 'Concessionárias' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('changes the password, and the next sign-in takes the new one', async () => {
    const { context, page } = await signedIn(PASSWORD_USER.email);
    await openMyAccountFromMenu(page, PASSWORD_USER.nome);
    await page.getByLabel('Senha atual').fill(DEMO_PASSWORD);
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmação da nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha', exact: true }).click();
    await confirm(page);
    await visible(page, 'Senha alterada.');

    await page.getByRole('button', { name: `Conta de ${PASSWORD_USER.nome}` }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/oidc\//);
    await context.close();

    // The old password no longer opens the portal; the new one does.
    const old = await newContext(browser);
    const oldPage = await old.newPage();
    await oldPage.goto('/home');
    await oldPage.waitForURL(/\/oidc\//);
    await oldPage.getByLabel('E-mail').fill(PASSWORD_USER.email);
    await oldPage.getByLabel('Senha').fill(DEMO_PASSWORD);
    await oldPage.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => oldPage.getByText('E-mail ou senha inválidos.').isVisible()).toBe(true);
    await old.close();

    const again = await signedIn(PASSWORD_USER.email, 1440, NEW_PASSWORD);
    await expect.poll(() => again.page.getByRole('button', { name: `Conta de ${PASSWORD_USER.nome}` }).isVisible()).toBe(true);
    await again.context.close();
  });
});

describe.sequential('temporary absence', () => {
  const inicio = addDays(portalToday(), 1);
  const retorno = addDays(portalToday(), 3);
  const br = (iso: string) => iso.split('-').reverse().join('/');

  it("the manufacturer adds an absence for the dealer user and sees it listed (1440 px)", async () => {
    const { context, page } = await signedIn('montadora@portal.test');
    await page.goto(`/usuarios/${dealer.id}/ausencia-temporaria`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ausência temporária' }).isVisible()).toBe(true);
    await visible(page, /Diana Dealer/);
    await visible(page, 'Presente');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Data de início').fill(inicio);
    await page.getByLabel('Data de retorno').fill(retorno);
    await page.getByLabel('Justificativa').fill(MOTIVO);
    await page.getByRole('button', { name: 'Adicionar ausência' }).click();
    await confirm(page);
    await visible(page, 'Ausência temporária cadastrada.');
    const table = page.getByRole('table', { name: 'Ausências cadastradas' });
    const row = table.getByRole('row').filter({ hasText: MOTIVO });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(br(inicio));
    expect(await row.textContent()).toContain(br(retorno));
    expect(await row.textContent()).toContain('Programada');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/usuarios');
    await context.close();
  });

  it('lists it at 360 px too, accessible, and removes it after confirmation', async () => {
    const { context, page } = await signedIn('montadora@portal.test', 360);
    await page.goto(`/usuarios/${dealer.id}/ausencia-temporaria`);
    const cards = page.getByRole('list', { name: 'Ausências cadastradas' });
    await expect.poll(() => cards.getByText(MOTIVO).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: `Remover a ausência de ${br(inicio)} a ${br(retorno)}` }).click();
    await confirm(page);
    await visible(page, 'Ausência temporária removida.');
    await visible(page, 'Nenhuma ausência temporária cadastrada para este usuário.');
    await context.close();
  });
});
