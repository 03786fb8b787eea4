import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAtBothWidths, launchBrowser, newContext, signIn } from './support/browser.js';

// Spec 02 §2 "User groups", issue 4's proof: the manufacturer builds a group from brand + user
// type + dealer, previews who it reaches, saves it and finds it in the list. Demo data:
// apps/server/src/seed/demo.ts (Diana Dealer works at Horizonte Centro, an Aurora dealer).

const NOME = `Equipe Horizonte ${Date.now().toString(36)}`;

let browser: Browser;
let montadora: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await montadora?.context.close();
  await browser?.close();
});

/** Toggles options of a multiple autocomplete, by the start of the field's label. */
async function choose(page: Page, label: string, ...options: string[]): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe.sequential('user groups', () => {
  it('the manufacturer opens the groups list from the menu; it is accessible at 360 and 1440 px', async () => {
    const context = await newContext(browser, 1440);
    const page = await context.newPage();
    montadora = { context, page };
    await signIn(page, 'montadora@portal.test');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Grupos de usuários' }).click();
    await page.waitForURL((url) => url.pathname === '/gruposUsuarios');
    await expect.poll(() => page.getByRole('table', { name: 'Grupos de usuários' }).isVisible()).toBe(true);
    await axeAtBothWidths(page);
  });

  it('builds a group from brand + dealer user type + dealer and previews the dealer user', async () => {
    const { page } = montadora;
    await page.getByRole('link', { name: 'Novo grupo de usuários' }).click();
    await page.waitForURL((url) => url.pathname === '/gruposUsuarios/novo');
    await page.getByRole('textbox', { name: /^Nome/ }).fill(NOME);
    await page.getByRole('checkbox', { name: 'Perfil' }).check();
    await choose(page, 'Marcas', 'Aurora');
    await choose(page, 'Tipos de usuário', 'Concessionária/Grupo');
    await choose(page, 'Concessionárias', 'Horizonte Centro');
    const preview = page.getByRole('button', { name: 'Visualizar destinatários' });
    await expect.poll(() => preview.isEnabled()).toBe(true);
    await axeAtBothWidths(page);

    await preview.click();
    const dialog = page.getByRole('dialog', { name: 'Destinatários do grupo' });
    await expect.poll(() => dialog.getByText('dealer@portal.test').isVisible()).toBe(true);
    expect(await dialog.getByText('Diana Dealer').isVisible()).toBe(true);
    await axeAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('saves after confirmation and finds the group in the list', async () => {
    const { page } = montadora;
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.textContent()).toContain(`Salvar o grupo de usuários “${NOME}”?`);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => page.getByText(`Grupo de usuários “${NOME}” salvo.`).first().isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/gruposUsuarios');
    await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill(NOME);
    await page.keyboard.press('Enter');
    const row = page.getByRole('table', { name: 'Grupos de usuários' }).getByRole('row', { name: new RegExp(NOME) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Concessionária/Grupo');
  });

  it('favourites the group from its row; the mark survives a reload (the server stored it)', async () => {
    const { page } = montadora;
    const row = () => page.getByRole('table', { name: 'Grupos de usuários' }).getByRole('row', { name: new RegExp(NOME) });
    // The label names the next action, so the star is found in either state.
    const star = () => row().getByRole('button', { name: `Favoritar ${NOME}`, exact: true });
    expect(await star().getAttribute('aria-pressed')).toBe('false');
    // Waits for the API's answer before reloading, not only for the optimistic mark.
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('atualizarGrupoFavorito'),
    );
    await row().getByRole('button', { name: `Favoritar ${NOME}` }).click();
    await expect.poll(() => star().getAttribute('aria-pressed')).toBe('true');
    expect((await stored).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => row().isVisible()).toBe(true);
    await expect.poll(() => star().getAttribute('aria-pressed')).toBe('true');
    expect(await star().getAttribute('aria-label')).toBe(`Favoritar ${NOME}`);
  });
});
