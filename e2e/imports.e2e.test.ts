import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '../packages/domain/src/cpf.js';
import { axeAtBothWidths, launchBrowser, newContext, signIn } from './support/browser.js';
import { invitationLink, setPasswordFromLink } from './support/mail.js';

/*
 * The user import as the manufacturer's administrator does it (spec 01 §2 "Import users screen"):
 * the template downloaded from the screen, filled with two good rows and one bad one, uploaded;
 * the bad row's error read on screen; the file fixed and uploaded again; confirmed; the progress
 * followed to done; then one imported user follows the invitation e-mail and signs in.
 */

const MONTADORA = 'montadora@portal.test';
const RUN = Date.now().toString(36);
const cpf = (base: string) => base + cpfCheckDigits(base);
const NOVOS = [
  { nome: `Iara Importada ${RUN}`, email: `iara.importada.${RUN}@rede.test`, cpf: cpf('731964825') },
  { nome: `Ivo Importado ${RUN}`, email: `ivo.importado.${RUN}@rede.test`, cpf: cpf('529137846') },
];
const RUIM = { nome: `Ruy Ruim ${RUN}`, email: `ruy.ruim.${RUN}@rede.test`, tipo: 'Astronauta' };
const NOVA_SENHA = 'Importada#2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await signIn(page, MONTADORA);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const visible = (p: Page, text: string | RegExp) => expect.poll(() => p.getByText(text).first().isVisible(), { timeout: 20_000 }).toBe(true);

/** The template as the screen downloads it (the browser's download of the authenticated fetch). */
async function baixarModelo(): Promise<ExcelJS.Workbook> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ModeloImportacaoUsuarios.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await file.path())!);
  return wb;
}

/** The template's first sheet filled with these rows, found by the headers a user reads. */
async function preencher(wb: ExcelJS.Workbook, linhas: Record<string, string>[]): Promise<Buffer> {
  const ws = wb.worksheets[0]!;
  const colunas = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => colunas.set(String(cell.value), col));
  linhas.forEach((linha, i) => {
    for (const [header, value] of Object.entries(linha)) {
      const col = colunas.get(header);
      if (!col) throw new Error(`the template has no column "${header}" (it has ${[...colunas.keys()].join(', ')})`);
      ws.getCell(i + 2, col).value = value;
    }
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const linha = (u: { nome: string; email: string; cpf?: string; tipo?: string }) => ({
  Nome: u.nome,
  'E-mail': u.email,
  ...(u.cpf ? { CPF: u.cpf } : {}),
  'Tipo de usuário': u.tipo ?? 'MONTADORA',
  Marcas: 'Cometa',
});

async function enviar(nome: string, conteudo: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name: nome, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: conteudo });
  await visible(page, `Planilha ${nome} enviada. A validação começou.`);
}

const resultado = (nome: string) => page.getByRole('region', { name: `Resultado de ${nome}` });

describe('user import', () => {
  it('refuses the bad row with its reason, takes the fixed file, and applies it to done', async () => {
    await page.goto('/importarUsuarios');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Importar usuários' }).isVisible()).toBe(true);
    await axeAtBothWidths(page);

    const modelo = await baixarModelo();
    const comErro = await preencher(modelo, [linha(NOVOS[0]!), linha(RUIM), linha(NOVOS[1]!)]);

    // A file that is not .xlsx is refused before it is sent.
    await page.locator('input[type="file"]').setInputFiles({ name: 'usuarios.csv', mimeType: 'text/csv', buffer: Buffer.from('Nome;E-mail\n') });
    await visible(page, 'Planilha: usuarios.csv não é um arquivo .xlsx. Envie a planilha no formato .xlsx, a partir do modelo.');

    await enviar(`usuarios-${RUN}.xlsx`, comErro);
    const primeiro = resultado(`usuarios-${RUN}.xlsx`);
    await expect.poll(() => primeiro.getByText('Validação concluída: 3 linhas lidas. Nada foi gravado ainda.').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await primeiro.locator('dl').innerText()).toMatch(/A criar\s+2\s+A atualizar\s+0\s+Com erro\s+1/);
    const erro = primeiro.getByRole('table', { name: `Erros da planilha usuarios-${RUN}.xlsx` }).getByRole('row').filter({ hasText: '"Astronauta"' });
    await expect.poll(() => erro.count()).toBe(1);
    expect(await erro.getByRole('cell').allInnerTexts()).toEqual(['3', 'Tipo de usuário', expect.stringContaining('"Astronauta"')]);
    // The error workbook downloads too.
    const download = page.waitForEvent('download');
    await primeiro.getByRole('button', { name: 'Baixar planilha de erros' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await axeAtBothWidths(page);

    // Fixed: the bad row gets a type that exists; uploaded again, the first import is left alone.
    const corrigida = await preencher(await baixarModelo(), [linha(NOVOS[0]!), linha({ ...RUIM, tipo: 'MONTADORA' }), linha(NOVOS[1]!)]);
    await enviar(`usuarios-${RUN}-corrigida.xlsx`, corrigida);
    const segundo = resultado(`usuarios-${RUN}-corrigida.xlsx`);
    await expect.poll(() => segundo.getByText('Validação concluída: 3 linhas lidas. Nada foi gravado ainda.').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await segundo.locator('dl').innerText()).toMatch(/A criar\s+3\s+A atualizar\s+0\s+Com erro\s+0/);

    await segundo.getByRole('button', { name: 'Confirmar importação' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Importar 3 usuários da planilha usuarios-${RUN}-corrigida.xlsx (3 a criar, 0 a atualizar)?`);
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancelar' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
    await visible(page, 'Importação confirmada. Acompanhe o andamento abaixo.');

    // The progress reaches done on screen, with no reload.
    await expect.poll(() => segundo.getByText('Importação concluída: 3 linhas gravadas.').isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await segundo.getByText('3 de 3').isVisible()).toBe(true);
    const linhaLista = page.getByRole('table', { name: 'Suas importações' }).getByRole('row').filter({ hasText: `usuarios-${RUN}-corrigida.xlsx` });
    await expect.poll(() => linhaLista.innerText(), { timeout: 40_000 }).toMatch(/3 de 3[\s\S]*Concluída/);
    // The first upload was never confirmed: still validated, nothing of it written.
    const linhaPrimeira = page.getByRole('table', { name: 'Suas importações' }).getByRole('row').filter({ hasText: new RegExp(`usuarios-${RUN}\\.xlsx`) });
    expect(await linhaPrimeira.innerText()).toContain('Validada');
    await axeAtBothWidths(page);
  });

  it('an imported user follows the invitation e-mail, sets a password and signs in', async () => {
    const novo = NOVOS[0]!;
    await setPasswordFromLink(browser, await invitationLink(novo.email, 60_000), NOVA_SENHA);

    const entrada = await newContext(browser, 1440);
    const q = await entrada.newPage();
    await signIn(q, novo.email, NOVA_SENHA);
    await expect.poll(() => q.getByRole('button', { name: `Conta de ${novo.nome}` }).isVisible()).toBe(true);
    await entrada.close();
  });
});
