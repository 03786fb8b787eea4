import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser, newContext, signIn } from './support/browser.js';

// The technical provider maintains the administration lists (organisation.graphql policies).
const ADMIN = 'admin@portal.test';
const DIVISAO = 'Logística E2E';
const SETOR = 'Armazém E2E';
const CIDADE = 'Joinville E2E';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  return { context, page };
}

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const heading = (page: Page, name: string) => expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

/** Submits the form and answers Confirmar in the confirmation dialog. */
async function saveConfirmed(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
}

// One story, in order: the sector needs the division created before it.
describe.sequential('administration lists and the audit screen', () => {
  it('shows the sectors list at 1440 and 360 px, accessible, without sideways scrolling', async () => {
    for (const width of [1440, 360]) {
      const { context, page } = await signedIn(width);
      await page.goto('/setores');
      await heading(page, 'Setores');
      await visible(page, 'Vendas');
      await expect.poll(() => page.title()).toBe('Portal Rede Aurora - Setores');
      if (width === 1440) expect(await page.getByRole('table', { name: 'Setores' }).isVisible()).toBe(true);
      else expect(await page.getByRole('list', { name: 'Setores' }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await noSidewaysScroll(page);
      await context.close();
    }
  });

  it('creates a division, then a sector in it', async () => {
    const { context, page } = await signedIn();
    await page.goto('/divisoes');
    await page.getByRole('link', { name: 'Nova divisão' }).click();
    await page.waitForURL((u) => u.pathname === '/divisoes/novo');
    await textbox(page, 'Nome').fill(DIVISAO);
    await saveConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/divisoes');
    await visible(page, `Cadastro de “${DIVISAO}” criado.`);

    await page.goto('/setores');
    await page.getByRole('link', { name: 'Novo setor' }).click();
    await page.waitForURL((u) => u.pathname === '/setores/novo');
    await textbox(page, 'Nome').fill(SETOR);
    const divisao = page.getByRole('combobox', { name: 'Divisão', exact: true });
    await divisao.click();
    await divisao.fill('Logística');
    await page.getByRole('option', { name: DIVISAO }).click();
    await expectNoSeriousA11yViolations(page);
    await saveConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/setores');
    await visible(page, `Cadastro de “${SETOR}” criado.`);

    await page.getByRole('searchbox', { name: 'Buscar por nome ou divisão' }).fill('E2E');
    const row = page.getByRole('row').filter({ hasText: SETOR });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(DIVISAO);
    await context.close();
  });

  it("edits a brand's palette by keyboard-reachable controls, at 360 px", async () => {
    const { context, page } = await signedIn(360);
    await page.goto('/marcas');
    await heading(page, 'Marcas');
    const card = page.getByRole('listitem').filter({ hasText: 'Cometa' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('link', { name: 'Editar Cometa' }).click();
    await page.waitForURL((u) => /^\/marcas\/\d+$/.test(u.pathname));
    await expect.poll(() => textbox(page, 'Nome').inputValue()).toBe('Cometa');
    const palette = page.getByRole('combobox', { name: /^Paleta de cores/ });
    expect(await palette.textContent()).toContain('Verde');
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page);
    // Keyboard: open the select, pick Roxo.
    await palette.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Roxo' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => palette.textContent()).toContain('Roxo');
    await saveConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/marcas');
    await visible(page, 'Alterações de “Cometa” salvas.');
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Cometa' }).textContent()).toContain('Roxo');
    await context.close();
  });

  it("edits a dealer and finds the change in the dealer's audit, at 1440 and 360 px", async () => {
    const { context, page } = await signedIn();
    await page.goto('/dealers');
    const row = page.getByRole('row').filter({ hasText: 'Horizonte Sul' });
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('link', { name: 'Editar Horizonte Sul' }).click();
    await page.waitForURL((u) => /^\/dealers\/\d+$/.test(u.pathname));
    const id = new URL(page.url()).pathname.split('/')[2]!;
    await expect.poll(() => textbox(page, 'Nome de exibição').inputValue()).toBe('Horizonte Sul');
    await textbox(page, 'Cidade').fill(CIDADE);
    await saveConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/dealers');
    await visible(page, 'Alterações de “Horizonte Sul” salvas.');

    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/auditoria/${id}/dealer`);
      // Named by the dealer, with the way back to it and its list (the shell hides the trail on phones).
      await heading(page, 'Auditoria: Horizonte Sul');
      if (width === 1440) {
        const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
        expect(await trail.getByRole('link', { name: 'Horizonte Sul' }).getAttribute('href')).toBe(`/dealers/${id}`);
        expect(await trail.getByRole('link', { name: 'Concessionárias' }).getAttribute('href')).toBe('/dealers');
      }
      const latest = page.getByRole('list', { name: 'Revisões' }).getByRole('article').first();
      await expect.poll(() => latest.getByRole('heading', { level: 2, name: 'Alteração' }).isVisible()).toBe(true);
      expect(await latest.textContent()).toContain('Por Administrador do Provedor em');
      const cidade = latest.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cidade' }) });
      expect(await cidade.getByRole('cell').allTextContents()).toEqual(['(vazio)', CIDADE]);
      await expectNoSeriousA11yViolations(page);
      await noSidewaysScroll(page);
    }
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((u) => u.pathname !== `/auditoria/${id}/dealer`);
    await context.close();
  });
});
