import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser, newContext, signIn } from './support/browser.js';

// Labels of the demo seed's portal properties: dealer = Concessionária, group = Grupo.
const GRUPO = 'Grupo Serra E2E';
const DEALER = 'Serra Norte E2E';

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
  await signIn(page, 'montadora@portal.test');
  return { context, page };
}

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Submits the form and answers Confirmar in the confirmation dialog. */
async function saveConfirmed(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
}

/** Picks an option of an autocomplete searched on the server. */
async function pick(page: Page, label: string, search: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: search }).click();
}

// One story, in order: each step builds on the records the previous one created.
describe.sequential('dealers and dealer groups', () => {
  it('lists the dealers with the portal labels, and is accessible at 1440 and 360 px', async () => {
    for (const width of [1440, 360]) {
      const { context, page } = await signedIn(width);
      await page.goto('/dealers');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Concessionárias' }).isVisible()).toBe(true);
      await visible(page, 'Horizonte Centro');
      await expect.poll(() => page.title()).toBe('Portal Rede Aurora - Concessionárias');
      if (width === 1440) expect(await page.getByRole('table', { name: 'Concessionárias' }).isVisible()).toBe(true);
      else expect(await page.getByRole('list', { name: 'Concessionárias' }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page);
      // No sideways scrolling at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    }
  });

  it('creates a dealer group', async () => {
    const { context, page } = await signedIn();
    await page.goto('/grupos');
    await page.getByRole('link', { name: 'Novo grupo' }).click();
    await page.waitForURL((u) => u.pathname === '/grupos/novo');
    await textbox(page, 'Nome').fill(GRUPO);
    await expectNoSeriousA11yViolations(page);
    await saveConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/grupos');
    await visible(page, `Cadastro de “${GRUPO}” criado.`);
    await context.close();
  });

  it('creates a dealer: client rule, then the server’s per-field message, then success', async () => {
    const { context, page } = await signedIn();
    await page.goto('/dealers');
    // A CNPJ already taken: the first seeded dealer's, as the list shows it.
    const row = page.getByRole('row').filter({ hasText: 'Horizonte Centro' });
    const takenCnpj = (await row.getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/).textContent())!;

    await page.getByRole('link', { name: 'Nova concessionária' }).click();
    await page.waitForURL((u) => u.pathname === '/dealers/novo');
    await textbox(page, 'Razão social').fill('Serra Veículos do Norte Ltda');
    await textbox(page, 'Nome de exibição').fill(DEALER);
    await textbox(page, 'Código').fill('E2E-001');
    // Masks refuse what does not belong, on screen as in the form: typed key by key.
    await textbox(page, 'CNPJ').pressSequentially('12a');
    expect(await textbox(page, 'CNPJ').inputValue()).toBe('12');
    await textbox(page, 'UF').pressSequentially('s1');
    expect(await textbox(page, 'UF').inputValue()).toBe('S');
    await textbox(page, 'CNPJ').fill('11111111111111');
    await textbox(page, 'Telefones').pressSequentially('11a');
    expect(await textbox(page, 'Telefones').inputValue()).toBe('(11');
    await textbox(page, 'Telefones').fill('4133334444');
    await textbox(page, 'Telefones').press('Enter');
    await visible(page, '(41) 3333-4444');
    await textbox(page, 'Cidade').fill('Curitiba');
    await textbox(page, 'UF').fill('pr');
    await pick(page, 'Grupo', GRUPO);
    await page.getByRole('combobox', { name: 'Marcas' }).click();
    await page.getByRole('option', { name: 'Cometa' }).click();
    await page.keyboard.press('Escape');

    // Client-side rule: invalid CNPJ, under the field, nothing sent.
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => textbox(page, 'CNPJ').getAttribute('aria-invalid')).toBe('true');
    await visible(page, 'CNPJ inválido.');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Server-side rule: a CNPJ of another dealer; the API's message lands under the CNPJ field.
    await textbox(page, 'CNPJ').fill(takenCnpj);
    await saveConfirmed(page);
    await visible(page, /já pertence a outro registro de Concessionária/);
    expect(await textbox(page, 'CNPJ').getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (await textbox(page, 'CNPJ').getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/já pertence a outro registro de Concessionária/);
    expect(new URL(page.url()).pathname).toBe('/dealers/novo');
    await expectNoSeriousA11yViolations(page);

    await textbox(page, 'CNPJ').fill('11444777000161');
    await saveConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/dealers');
    await visible(page, `Cadastro de “${DEALER}” criado.`);
    await context.close();
  });

  it('finds the new dealer and edits it, at 360 px', async () => {
    const { context, page } = await signedIn(360);
    await page.goto('/dealers');
    await page.getByRole('searchbox', { name: 'Buscar por nome, código ou CNPJ' }).fill('11.444.777');
    await page.waitForURL((u) => u.searchParams.get('busca') === '11.444.777');
    // The list answers the search once the server has: the seeded dealers leave it.
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Horizonte Centro' }).count()).toBe(0);
    const card = page.getByRole('listitem').filter({ hasText: DEALER });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('link', { name: `Editar ${DEALER}` }).click();
    await page.waitForURL((u) => /^\/dealers\/\d+$/.test(u.pathname));
    await expect.poll(() => textbox(page, 'CNPJ').inputValue()).toBe('11.444.777/0001-61');
    expect(await textbox(page, 'UF').inputValue()).toBe('PR');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await textbox(page, 'Nome de exibição').fill(`${DEALER} II`);
    await saveConfirmed(page);
    // Back to the list as it was left: the same search.
    await page.waitForURL((u) => u.pathname === '/dealers' && u.searchParams.get('busca') === '11.444.777');
    await visible(page, `Alterações de “${DEALER} II” salvas.`);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: `${DEALER} II` }).isVisible()).toBe(true);
    await context.close();
  });

  it('inactivates the group after explaining the cascade, and reports the counts', async () => {
    const { context, page } = await signedIn();
    await page.goto('/grupos');
    await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('Serra');
    const row = page.getByRole('row').filter({ hasText: GRUPO });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: `Inativar ${GRUPO}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Isso também inativa os registros de Concessionárias (1)');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page, `Inativação de “${GRUPO}” concluída. Também inativados — Concessionárias: 1; usuários: 0.`);
    await expect.poll(() => row.getByText('Inativo').isVisible()).toBe(true);

    // Its dealer went with it.
    await page.goto('/dealers?busca=11.444.777');
    const dealerRow = page.getByRole('row').filter({ hasText: `${DEALER} II` });
    await expect.poll(() => dealerRow.getByText('Inativo').isVisible()).toBe(true);
    await context.close();
  });
});
