import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAtBothWidths, launchBrowser, newContext, signIn } from './support/browser.js';
import { pdfWith } from './support/files.js';

// Issue 5's proof (spec 02 §2 "Library screen"): a library manager (Marina Montadora, every
// feature) creates a folder readable by a new user group of one manual user, Carlos Consulta
// (made through the + next to the group selector, the user-group form in a modal), uploads a PDF
// and an image; Carlos finds the PDF by a word inside it (text extracted by the background job),
// opens the image viewer and downloads; Diana Dealer, not in the group, sees none of it.
// Demo data: apps/server/src/seed/demo.ts.

const RUN = Date.now().toString(36);
const PASTA = `Garantia ${RUN}`;
/** A word only the PDF's contents hold (not its name): found only through text extraction. */
const PALAVRA = `tucano${RUN}`;
const PDF_NOME = `relatorio-${RUN}.pdf`;
const PNG_NOME = `foto-${RUN}.png`;
const GRUPO = `Leitores ${RUN}`;

/** A 4x3 red PNG (made with sharp). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4YKkNRww4OQASGg2xSCO4RwAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(email: string, width = 1440): Promise<Page> {
  const context = await newContext(browser, width);
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function openLibrary(page: Page): Promise<void> {
  await page.goto('/biblioteca');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Últimos modificados' }).isVisible()).toBe(true);
}

/**
 * Searches the library until the results hold `name` (the text extraction job runs in the
 * background). While a search is shown, only its results are on screen (no recent files).
 */
async function searchUntilFound(page: Page, text: string, name: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Buscar na biblioteca' });
  const results = page.getByRole('heading', { name: `Resultados da busca por “${text}”` });
  await expect
    .poll(
      async () => {
        await box.fill('');
        await box.fill(text);
        await results.waitFor({ state: 'visible', timeout: 2000 }).catch(() => undefined);
        return (await results.isVisible()) && (await page.getByText(name).first().isVisible({ timeout: 2000 }).catch(() => false));
      },
      { timeout: 30000, interval: 1000 },
    )
    .toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe.sequential('virtual library', () => {
  let manager: Page;

  it('a manager creates a folder readable by a user group made in the modal group form', async () => {
    manager = await signedIn('montadora@portal.test');
    await openLibrary(manager);
    await axeAtBothWidths(manager);
    await manager.getByRole('button', { name: 'Nova pasta' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Nova pasta' });
    await dialog.getByRole('textbox', { name: /^Nome da pasta/ }).fill(PASTA);

    // + next to the read groups: the user-group form in a modal; the saved group joins the list.
    await dialog.getByRole('button', { name: 'Criar grupo e adicionar em Grupos com acesso de leitura', exact: true }).click();
    const groupForm = manager.getByRole('dialog', { name: 'Novo grupo de usuários' });
    await groupForm.getByRole('textbox', { name: /^Nome/ }).fill(GRUPO);
    await groupForm.getByRole('checkbox', { name: 'Usuários manuais' }).check();
    await groupForm.getByRole('combobox', { name: /^Buscar usuário por nome ou e-mail/ }).fill('consulta@');
    await manager.getByRole('option', { name: /Carlos Consulta/ }).click();
    await axeAtBothWidths(manager);
    await groupForm.getByRole('button', { name: 'Salvar', exact: true }).click();
    const confirmSave = manager.getByRole('dialog').filter({ hasText: `Salvar o grupo de usuários “${GRUPO}”?` });
    await confirmSave.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => groupForm.isVisible(), { timeout: 15000 }).toBe(false);
    await expect.poll(() => dialog.getByRole('button', { name: GRUPO }).or(dialog.getByText(GRUPO)).first().isVisible()).toBe(true);
    await axeAtBothWidths(manager);
    await dialog.getByRole('button', { name: 'Criar', exact: true }).click();
    // Spec 02 §4 "Confirmed mutations": 'Você tem certeza?' first.
    await manager.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => manager.getByText(`Pasta ${PASTA} criada com sucesso.`).first().isVisible()).toBe(true);
  });

  it('opens the folder and uploads a PDF and an image', async () => {
    await manager.getByText(PASTA, { exact: true }).first().dblclick();
    await manager.waitForURL((url) => /^\/biblioteca\/\d+$/.test(url.pathname));
    await expect.poll(() => manager.getByRole('heading', { level: 1, name: PASTA }).isVisible()).toBe(true);
    await manager.getByRole('button', { name: 'Upload' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Upload de arquivos' });
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: PDF_NOME, mimeType: 'application/pdf', buffer: pdfWith(`Relatorio de garantias ${PALAVRA}`) },
      { name: PNG_NOME, mimeType: 'image/png', buffer: PNG },
    ]);
    await axeAtBothWidths(manager);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => manager.getByText('2 arquivos adicionados à biblioteca.').first().isVisible(), { timeout: 30000 }).toBe(true);
    await expect.poll(() => manager.getByText(PDF_NOME).first().isVisible()).toBe(true);
    await axeAtBothWidths(manager);
  });

  it('a member finds the PDF by a word inside it, views the image and downloads the PDF', async () => {
    const member = await signedIn('consulta@portal.test');
    await openLibrary(member);
    await searchUntilFound(member, PALAVRA, PDF_NOME);
    expect(await member.getByText('Últimos modificados', { exact: true }).count()).toBe(1); // the title only
    await axeAtBothWidths(member);

    await member.getByRole('button', { name: 'Limpar busca' }).click();
    await member.getByText(PASTA, { exact: true }).first().dblclick();
    await member.waitForURL((url) => /^\/biblioteca\/\d+$/.test(url.pathname));
    // The shell's breadcrumb names the folder.
    await expect
      .poll(() => member.getByRole('navigation', { name: 'Trilha de navegação' }).getByText(PASTA).isVisible())
      .toBe(true);

    await member.getByText(PNG_NOME, { exact: true }).first().dblclick();
    const viewer = member.getByRole('dialog', { name: PNG_NOME });
    await expect.poll(() => viewer.getByRole('img', { name: PNG_NOME }).isVisible()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Imagem anterior' }).isDisabled()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Próxima imagem' }).isDisabled()).toBe(true);
    await axeAtBothWidths(member);
    await viewer.getByRole('button', { name: 'Fechar o visualizador' }).click();
    await expect.poll(() => viewer.isVisible()).toBe(false);

    // A double click on a file downloads it through a signed link, served as an attachment.
    const downloading = member.waitForEvent('download');
    await member.getByText(PDF_NOME, { exact: true }).first().dblclick();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(PDF_NOME);
    expect(new URL(download.url()).pathname).toMatch(/^\/api\/arquivos\//);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    const served = await member.request.get(download.url());
    expect(served.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
  });

  it('a user outside the group sees none of it', async () => {
    const outsider = await signedIn('dealer@portal.test');
    await openLibrary(outsider);
    expect(await outsider.getByText(PASTA).count()).toBe(0);
    expect(await outsider.getByText(PDF_NOME).count()).toBe(0);
    await outsider.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill(PALAVRA);
    await expect
      .poll(() => outsider.getByText(`Nada foi encontrado para “${PALAVRA}”.`).isVisible())
      .toBe(true);
    expect(await outsider.getByText(PDF_NOME).count()).toBe(0);
  });
});
