import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { canAccess, type AccessSubject } from '../packages/domain/src/access.js';
import { cpfCheckDigits } from '../packages/domain/src/cpf.js';
import { ROUTES } from '../packages/domain/src/routes.js';
import { axeAtBothWidths, expectNoSeriousA11yViolations, launchBrowser, newContext, signIn } from './support/browser.js';
import { invitationLink, setPasswordFromLink } from './support/mail.js';
import { ROOT } from './support/portal-process.js';

const NOVO = { nome: 'Eduarda Wizard', email: 'eduarda.wizard@portal.test', telefone: '(41) 3333-4444' };
const NOVA_SENHA = 'Wizard#Senha2026';
const CPF_BASE = '482915736';
const CPF = CPF_BASE + cpfCheckDigits(CPF_BASE);
// A past day: no time-zone edge can make it "after today" for the server.
const INICIO = '2024-03-01';

let browser: Browser;
let db: pg.Client;
let montadora: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});

afterAll(async () => {
  await montadora?.context.close();
  await db?.end();
  await browser?.close();
});

async function signedIn(email: string, width = 1440, password?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.textContent()).toContain(question);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
}

/** One option of a MUI select or autocomplete, by the field's label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // Multiple autocompletes stay open for more choices.
  await page.keyboard.press('Escape');
}

/** The titles of the entries of the open top-bar menu. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect.poll(() => nav.getByRole('link').count()).toBeGreaterThan(0);
  const titles = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return titles.sort();
}

/** The demo seed's portal labels, for route titles that name a dealer, brand or group. */
const DEMO_LABELS: Record<string, string> = {
  labelDealer: 'Concessionária',
  labelDealers: 'Concessionárias',
  labelMarca: 'Marca',
  labelMarcas: 'Marcas',
  labelGrupo: 'Grupo',
  labelGrupos: 'Grupos',
  labelNovoGrupo: 'Novo grupo',
  labelNovoDealer: 'Nova concessionária',
};

/** pt-BR titles of the portal's own menu entries a subject may open (the route table decides). */
function expectedMenu(subject: AccessSubject): string[] {
  const dir = path.join(ROOT, 'apps/web/src/i18n');
  const files = ['pt-BR.json', ...fs.readdirSync(dir).filter((d) => fs.existsSync(path.join(dir, d, 'pt-BR.json'))).map((d) => `${d}/pt-BR.json`)];
  const catalog: Record<string, string> = Object.assign({}, ...files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as object));
  return ROUTES.filter((r) => r.menu && !r.public && canAccess(subject, r.access))
    .map((r) => catalog[`route.${r.id}`]!.replace(/\{(\w+)\}/g, (_, k: string) => DEMO_LABELS[k] ?? k))
    .sort();
}

describe.sequential('user administration', () => {
  it('the manufacturer opens the users list from the menu; it is accessible at 360 and 1440 px', async () => {
    montadora = await signedIn('montadora@portal.test');
    const { page } = montadora;
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuários', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/usuarios');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Usuários' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('table', { name: 'Usuários' }).getByText('Diana Dealer').isVisible()).toBe(true);
    await axeAtBothWidths(page);
  });

  it('refuses an invalid CPF and a taken e-mail with messages under the fields', async () => {
    const { page } = montadora;
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await page.waitForURL((url) => url.pathname === '/usuarios/novo');
    await expect.poll(() => page.getByRole('heading', { name: 'Etapa 1 de 2: Dados básicos' }).isVisible()).toBe(true);

    await textbox(page, 'E-mail').fill('Dealer@Portal.test');
    await textbox(page, 'Nome').click();
    await expect.poll(() => textbox(page, 'E-mail').inputValue()).toBe('dealer@portal.test');
    await visible(page, 'Este e-mail já pertence a outro usuário.');

    await choose(page, 'Tipo de usuário', 'Concessionária/Grupo');
    await textbox(page, 'CPF').fill('11111111111');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await visible(page, 'CPF inválido.');
    await visible(page, 'Há campos com erro. Verifique as mensagens no formulário.');
    expect(await textbox(page, 'CPF').getAttribute('aria-invalid')).toBe('true');
    await axeAtBothWidths(page);
  });

  it('creates a dealer-group user with a position and some permissions', async () => {
    const { page } = montadora;
    await textbox(page, 'Nome').fill(NOVO.nome);
    await textbox(page, 'E-mail').fill(NOVO.email);
    await textbox(page, 'CPF').fill(CPF);
    await textbox(page, 'Nome').click();
    await expect.poll(() => page.getByText('Este e-mail já pertence a outro usuário.').count()).toBe(0);
    await choose(page, 'Marcas', 'Aurora');
    await choose(page, 'Grupos', 'Grupo Horizonte');
    await choose(page, 'Concessionárias', 'Horizonte Centro (D0001)');
    await textbox(page, 'Telefones').fill('4133334444');
    await textbox(page, 'Telefones').press('Enter');
    await visible(page, NOVO.telefone);

    await page.getByRole('button', { name: 'Adicionar cargo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar cargo' });
    await dialog.getByRole('combobox', { name: /^Cargo/ }).click();
    await page.getByRole('option', { name: 'Vendedor (Vendas)' }).click();
    await dialog.getByLabel(/^Data de início/).fill(INICIO);
    await dialog.getByRole('combobox', { name: /^Departamento/ }).click();
    await page.getByRole('option', { name: 'Vendas', exact: true }).click();
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await visible(page, 'Vendedor — Horizonte Centro (D0001)');

    await page.getByLabel(/^Data de admissão/).fill(INICIO);
    await textbox(page, 'E-mail do superior').fill('Gerente@Horizonte.test');
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'Próximo' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Etapa 2 de 2: Permissões' }).isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: 'Consulta', exact: true }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Consulta de usuários', exact: true }).isChecked()).toBe(true);
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await confirm(page, `Cadastrar o usuário ${NOVO.nome}?`);
    await visible(page, `Usuário ${NOVO.nome} cadastrado com sucesso.`);
    await page.waitForURL((url) => url.pathname === '/usuarios');
  });

  it('the new user sets a password from the e-mail, signs in and sees exactly the menu its permissions give', async () => {
    // The invitation arrives by e-mail (the outbox keeps it without the live link).
    await setPasswordFromLink(browser, await invitationLink(NOVO.email), NOVA_SENHA);

    const novo = await signedIn(NOVO.email, 1440, NOVA_SENHA);
    await expect.poll(() => novo.page.getByRole('button', { name: `Conta de ${NOVO.nome}` }).isVisible()).toBe(true);
    const entries = await menuEntries(novo.page);
    expect(entries).toEqual(expectedMenu({ tipo: 'DEALER_GRUPO', funcionalidades: ['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'] }));
    expect(entries).toContain('Usuários');
    // The consultation feature opens the list read-only.
    await novo.page.goto('/usuarios');
    await expect.poll(() => novo.page.getByRole('heading', { level: 1, name: 'Usuários' }).isVisible()).toBe(true);
    await expect.poll(() => novo.page.getByText(NOVO.nome).first().isVisible()).toBe(true);
    expect(await novo.page.getByRole('link', { name: 'Novo usuário' }).count()).toBe(0);
    expect(await novo.page.getByRole('link', { name: `Editar ${NOVO.nome}` }).count()).toBe(0);
    // The row actions (“Ativar {nome}”), not the push prompt's “Ativar notificações”.
    expect(await novo.page.getByRole('table').getByRole('button', { name: /^(Ativar|Inativar) / }).count()).toBe(0);
    // … and a user read-only from its row: both steps disabled, nothing to save.
    await novo.page.getByRole('row').filter({ hasText: NOVO.email }).getByText(NOVO.email).click();
    await novo.page.waitForURL((url) => /^\/usuarios\/\d+$/.test(url.pathname));
    await expect.poll(() => novo.page.getByText('Você pode consultar este cadastro, mas não alterá-lo.').isVisible()).toBe(true);
    expect(await novo.page.getByRole('textbox', { name: /^Nome/ }).isDisabled()).toBe(true);
    await novo.page.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => novo.page.getByRole('heading', { name: /Etapa 2 de 2/ }).isVisible()).toBe(true);
    expect(await novo.page.getByRole('button', { name: 'Concluir' }).count()).toBe(0);
    await novo.context.close();
  });

  it('the manufacturer edits the user (step 1 saved first, then the permissions)', async () => {
    const { page } = montadora;
    await page.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou CPF' }).fill('Eduarda');
    const row = page.getByRole('row').filter({ hasText: NOVO.email });
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('link', { name: `Editar ${NOVO.nome}` }).click();
    await page.waitForURL((url) => /^\/usuarios\/\d+$/.test(url.pathname));
    await expect.poll(() => textbox(page, 'Nome').inputValue()).toBe(NOVO.nome);
    expect(await textbox(page, 'CPF').isDisabled()).toBe(true);
    await visible(page, 'Vendedor — Horizonte Centro (D0001)');

    await textbox(page, 'Nome').fill(`${NOVO.nome} Souza`);
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await confirm(page, `Salvar os dados básicos do usuário ${NOVO.nome} Souza?`);
    await visible(page, `Dados básicos de ${NOVO.nome} Souza salvos.`);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Consulta', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await confirm(page, `Salvar as alterações do usuário ${NOVO.nome} Souza?`);
    await visible(page, `Usuário ${NOVO.nome} Souza atualizado com sucesso.`);
    await page.waitForURL((url) => url.pathname === '/usuarios');
  });

  it('shows the user in its audit screen', async () => {
    const { page } = montadora;
    const res = await db.query<{ id: number }>('select id from usuarios where email = $1', [NOVO.email]);
    await page.goto(`/auditoria/${res.rows[0]!.id}/usuario`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Auditoria' }).isVisible()).toBe(true);
    await visible(page, `${NOVO.nome} Souza`);
    await expectNoSeriousA11yViolations(page);
  });
});
