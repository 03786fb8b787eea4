import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/platform/identity/passwords.js';
import { axeAtBothWidths, DEMO_PASSWORD, launchBrowser, settled } from './support/browser.js';
import { pdfWith } from './support/files.js';
import { bearerOf, gql } from './support/notices.js';
import { connectDb, signedInPages } from './support/notifications.js';

// Issue #14's proof, end to end, through the screens: a creator WITHOUT the approval feature (made
// for this file) writes a notice on /comunicados/novo (bold text from the editor's toolbar, a PDF
// through the form's upload) to the public user group "Rede Aurora", requiring acknowledgement,
// and sends it for approval to the manufacturer (montadora@portal.test, every feature). The
// approver finds it under "Para aprovar" and rejects it with a reason; the creator reads the
// reason on the notice's view, edits and sends it again; the approver approves (delivered now,
// numbered). Diana Dealer (in Rede Aurora's audience) finds it unread on /comunicados (bold,
// "não lido", the inbox badge one up), opens it, downloads the attachment (the link answers 200
// with the file's bytes) and acknowledges it ("Li e compreendi"); the author's dashboard counts 1
// read and 1 acknowledged; the approver's errata makes it unread and not acknowledged again for
// her (and the dashboard counts from zero). The form, the author's view, the inbox, the receive
// view and the dashboard are axe-clean at 360 and 1440 px.

const APPROVER_EMAIL = 'montadora@portal.test';
const DEALER_EMAIL = 'dealer@portal.test';
const RUN = Date.now().toString(36);
const CREATOR_EMAIL = `criadora-${RUN}@portal.test`;
const CREATOR_NAME = `Cora Criadora ${RUN}`;
const TITULO = `Recall preventivo ${RUN}`;
const ANEXO = { name: `boletim-${RUN}.pdf`, mimeType: 'application/pdf', buffer: pdfWith(`Boletim tecnico ${RUN}`) };
const MOTIVO = 'Falta o prazo de atendimento aos clientes no texto.';

let browser: Browser;
let db: pg.Client;
const pages = signedInPages(() => browser);
let creatorId: number;
let approverId: number;
let creator: Page;
let approver: Page;
let dealer: Page;
let dealerBearer: string;
/** The notice of this run (and its errata's), set as they are created. */
let noticeId: string;
let approverName: string;
/** The notice's number as people read it ("12/2026"), given at delivery. */
let numero: string;

const NAO_LIDOS = `query { countComunicadosNaoLidos }`;

beforeAll(async () => {
  browser = await launchBrowser();
  db = await connectDb();
  const found = await db.query<{ id: number; nome: string }>('select id, nome from usuarios where email = $1', [APPROVER_EMAIL]);
  approverId = found.rows[0]!.id;
  approverName = found.rows[0]!.nome;
  // The creator: a manufacturer user with the approver's brands and only the creation feature
  // (as user-groups/testing.ts insertUser makes one; the embedded sign-in finds them by idp_subject).
  const hash = await hashPassword(DEMO_PASSWORD);
  const created = await db.query<{ id: number }>(
    `insert into usuarios (nome, email, tipo, active, password_hash) values ($1, $2, 'MONTADORA', true, $3) returning id`,
    [CREATOR_NAME, CREATOR_EMAIL, hash],
  );
  creatorId = created.rows[0]!.id;
  await db.query('update usuarios set idp_subject = id::text where id = $1', [creatorId]);
  await db.query('insert into usuario_marcas (usuario_id, marca_id) select $1, marca_id from usuario_marcas where usuario_id = $2', [creatorId, approverId]);
  await db.query(`insert into usuario_funcionalidades select $1, id from funcionalidades where chave = 'PORTAL_CRIACAO_COMUNICADOS'`, [creatorId]);
});

afterAll(async () => {
  if (db) {
    // This run's notices (the errata first: it points at its original); deliveries and links go
    // with them. Then the notifications they raised, so other files count Diana's as they expect.
    const { rows } = await db.query<{ id: number }>('select id from comunicados where titulo like $1 order by id desc', [`%${RUN}%`]);
    const ids = rows.map((r) => r.id);
    await db.query(`delete from lotes_notificacao where origem = 'COMUNICADO' and origem_id = any($1)`, [ids]);
    for (const id of ids) await db.query('delete from comunicados where id = $1', [id]);
    if (creatorId) await db.query('delete from usuarios where id = $1', [creatorId]);
    await db.end();
  }
  await pages.closeAll();
  await browser?.close();
});

/** The count on the dashboard's summary card named `name` (e.g. "Lidos"), as the person reads it. */
const count = async (page: Page, name: string) =>
  (
    await page
      .getByRole('list', { name: 'Resumo da leitura' })
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('p')
      .allTextContents()
  )[1];

describe.sequential('notices', () => {
  let unreadBefore: number;

  it('signs the three people in; Diana’s unread count before anything is sent', async () => {
    creator = await pages.open(CREATOR_EMAIL);
    approver = await pages.open(APPROVER_EMAIL);
    dealer = await pages.open(DEALER_EMAIL);
    dealerBearer = await bearerOf(dealer);
    unreadBefore = (await gql<{ countComunicadosNaoLidos: number }>(dealer, dealerBearer, NAO_LIDOS)).countComunicadosNaoLidos;
  });

  it('the creator writes it on /comunicados/novo with a PDF attachment to “Rede Aurora”, requiring acknowledgement, and sends it for approval; axe-clean', async () => {
    await creator.goto('/comunicados');
    await creator.getByRole('link', { name: 'Novo comunicado' }).click();
    await creator.waitForURL((url) => url.pathname === '/comunicados/novo');
    await creator.getByRole('textbox', { name: 'Título', exact: true }).fill(TITULO);
    const message = creator.getByRole('textbox', { name: 'Mensagem' });
    await message.click();
    await creator.keyboard.type('Revisão preventiva do ');
    await creator.getByRole('toolbar', { name: 'Formatação da mensagem' }).getByRole('button', { name: 'Negrito' }).click();
    await creator.keyboard.type('módulo de freio');
    await creator.getByRole('toolbar', { name: 'Formatação da mensagem' }).getByRole('button', { name: 'Negrito' }).click();
    await creator.keyboard.type('.');
    await creator.locator('input[type="file"]').setInputFiles(ANEXO);
    await creator.getByRole('list', { name: 'Anexos' }).getByText(ANEXO.name).waitFor();
    await creator.getByRole('combobox', { name: 'Grupos de usuários' }).click();
    await creator.getByRole('option', { name: 'Rede Aurora' }).click();
    await creator.keyboard.press('Escape');
    // The audience count, before sending.
    await expect.poll(() => creator.getByText(/^Alcança \d+ pessoas? no portal\.$/).isVisible(), { timeout: 10_000 }).toBe(true);
    await creator.getByLabel('Exige ciência', { exact: false }).check();
    await creator.getByRole('combobox', { name: 'Aprovador' }).fill(approverName.slice(0, 5));
    await creator.getByRole('option', { name: new RegExp(`^${approverName}`) }).click();
    await settled(creator);
    await axeAtBothWidths(creator);
    await creator.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expect.poll(() => creator.getByText(`Comunicado enviado para aprovação de ${approverName}.`).isVisible()).toBe(true);
    await creator.waitForURL((url) => url.pathname.startsWith('/comunicados/visualizar/'));
    noticeId = new URL(creator.url()).pathname.split('/').pop()!;
    await expect.poll(() => creator.getByRole('main').textContent()).toContain('Em aprovação');
  });

  it('the approver finds it under “Para aprovar” and rejects it with a reason; the creator reads the reason', async () => {
    await approver.goto('/comunicados');
    await approver.getByRole('tab', { name: 'Para aprovar' }).click();
    await approver.getByRole('link', { name: TITULO, exact: true }).click();
    await approver.waitForURL((url) => url.pathname === `/comunicados/visualizar/${noticeId}`);
    await approver.getByRole('button', { name: 'Rejeitar' }).click();
    const dialog = approver.getByRole('dialog', { name: 'Rejeitar comunicado' });
    await dialog.getByRole('textbox', { name: 'Motivo da rejeição' }).fill(MOTIVO);
    await dialog.getByRole('button', { name: 'Rejeitar' }).click();
    await expect.poll(() => approver.getByText('Comunicado rejeitado.').isVisible()).toBe(true);

    await creator.goto(`/comunicados/visualizar/${noticeId}`);
    const reason = creator.getByRole('alert').filter({ hasText: `Rejeitado por ${approverName}` });
    await expect.poll(() => reason.textContent()).toContain(MOTIVO);
  });

  it('the creator edits and sends it again; the approver approves: delivered now, numbered', async () => {
    await creator.getByRole('link', { name: 'Editar' }).click();
    await creator.waitForURL((url) => url.pathname === `/comunicados/editar/${noticeId}`);
    await creator.getByText('Este comunicado foi rejeitado. Corrija-o e envie novamente.').waitFor();
    const message = creator.getByRole('textbox', { name: 'Mensagem' });
    await expect.poll(() => message.textContent()).toContain('módulo de freio');
    await message.click();
    await creator.keyboard.press('Control+End');
    await creator.keyboard.type(' Atendimento aos clientes até 15/12.');
    await creator.getByRole('list', { name: 'Anexos' }).getByText(ANEXO.name).waitFor();
    await expect.poll(() => creator.getByRole('combobox', { name: 'Aprovador' }).inputValue()).toBe(approverName);
    await creator.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expect.poll(() => creator.getByText(`Comunicado enviado para aprovação de ${approverName}.`).isVisible()).toBe(true);
    await creator.waitForURL((url) => url.pathname === `/comunicados/visualizar/${noticeId}`);

    await approver.goto(`/comunicados/visualizar/${noticeId}`);
    await expect.poll(() => approver.getByRole('main').textContent()).toContain('Atendimento aos clientes até 15/12.');
    await settled(approver);
    await axeAtBothWidths(approver);
    await approver.getByRole('button', { name: 'Aprovar' }).click();
    await approver.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
    await expect.poll(() => approver.getByText('Comunicado aprovado.').isVisible()).toBe(true);
    await expect.poll(() => approver.getByRole('main').textContent()).toMatch(/Comunicado \d+\/\d{4}/);
    numero = /Comunicado (\d+\/\d{4})/.exec((await approver.getByRole('main').textContent())!)![1]!;
    await expect.poll(() => approver.getByRole('main').textContent()).toContain('Enviado');
  });

  it('Diana finds it unread on /comunicados: bold, “não lido”, the inbox badge one up; axe-clean', async () => {
    await dealer.goto('/comunicados');
    const inbox = dealer.getByRole('table', { name: 'Caixa de entrada' });
    const title = inbox.getByRole('link', { name: `${TITULO} (não lido)`, exact: true });
    await title.waitFor();
    expect(await title.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
    const unread = unreadBefore + 1;
    await expect
      .poll(() => dealer.getByRole('tab', { name: /^Caixa de entrada/ }).textContent())
      .toContain(`(${unread} ${unread === 1 ? 'não lido' : 'não lidos'})`);
    const row = inbox.getByRole('row').filter({ has: dealer.getByRole('link', { name: `${TITULO} (não lido)`, exact: true }) });
    expect(await row.textContent()).toContain('Ciência pendente');
    expect(await row.textContent()).toContain(CREATOR_NAME);
    await settled(dealer);
    await axeAtBothWidths(dealer);
  });

  it('she opens it (read), downloads the attachment (200, the file’s bytes) and acknowledges it; axe-clean', async () => {
    await dealer.getByRole('table', { name: 'Caixa de entrada' }).getByRole('link', { name: `${TITULO} (não lido)`, exact: true }).click();
    await dealer.waitForURL((url) => url.pathname === `/comunicados/visualizarEnvio/${noticeId}`);
    await expect.poll(() => dealer.getByRole('heading', { level: 1 }).textContent()).toBe(TITULO);
    await expect.poll(() => dealer.getByRole('article').textContent()).toContain('Atendimento aos clientes até 15/12.');
    expect(await dealer.getByRole('article').textContent()).toContain(`Comunicado ${numero}`);
    expect(await dealer.getByRole('article').locator('strong').first().textContent()).toBe('módulo de freio');
    const link = dealer.getByRole('link', { name: `Baixar ${ANEXO.name}` });
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const file = await dealer.request.get(href!);
    expect(file.status()).toBe(200);
    expect(Buffer.compare(await file.body(), ANEXO.buffer)).toBe(0);
    await settled(dealer);
    await axeAtBothWidths(dealer);

    await dealer.getByRole('button', { name: 'Li e compreendi' }).click();
    await expect.poll(() => dealer.getByText('Confirmação de leitura registrada.').isVisible()).toBe(true);
    await expect.poll(() => dealer.getByRole('status').filter({ hasText: 'Você confirmou a leitura em' }).isVisible()).toBe(true);
    // Back in the inbox: no longer bold, acknowledged.
    await dealer.goto('/comunicados');
    const row = dealer.getByRole('table', { name: 'Caixa de entrada' }).getByRole('row').filter({ hasText: TITULO });
    await expect.poll(() => row.getByRole('link', { name: TITULO, exact: true }).isVisible()).toBe(true);
    await expect.poll(() => row.textContent()).toContain('Ciente');
  });

  it('the author’s dashboard counts 1 read and 1 acknowledged; axe-clean', async () => {
    await creator.goto(`/comunicados/visualizar/${noticeId}`);
    await creator.getByRole('link', { name: 'Painel de leitura' }).click();
    await creator.waitForURL((url) => url.pathname === `/comunicados/dashboard/${noticeId}`);
    await expect.poll(() => count(creator, 'Lidos'), { timeout: 15_000 }).toBe('1');
    expect(await count(creator, 'Com ciência')).toBe('1');
    // Everyone else in Rede Aurora's audience (the author and the approver among them) has not read it.
    const entregues = Number(await count(creator, 'Entregues'));
    expect(entregues).toBeGreaterThanOrEqual(3);
    expect(await count(creator, 'Não lidos')).toBe(String(entregues - 1));
    expect(await count(creator, 'Sem ciência')).toBe(String(entregues - 1));
    await settled(creator);
    await axeAtBothWidths(creator);
  });

  it('the approver writes an errata (same people); it makes the notice unread and not acknowledged again for Diana', async () => {
    await approver.goto(`/comunicados/visualizar/${noticeId}`);
    await approver.getByRole('link', { name: 'Criar errata' }).click();
    await approver.waitForURL((url) => url.pathname.startsWith('/comunicados/editar/') && !url.pathname.endsWith(`/${noticeId}`));
    const message = approver.getByRole('textbox', { name: 'Mensagem' });
    await expect.poll(() => message.textContent()).toContain('Atendimento aos clientes até 15/12.');
    await message.click();
    await approver.keyboard.press('Control+End');
    await approver.keyboard.type(' Correção: o prazo é 20/12.');
    await approver.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect.poll(() => approver.getByText('Comunicado enviado.').isVisible()).toBe(true);
    await approver.waitForURL((url) => url.pathname.startsWith('/comunicados/visualizar/') && !url.pathname.endsWith(`/${noticeId}`));

    await dealer.goto('/comunicados');
    const inbox = dealer.getByRole('table', { name: 'Caixa de entrada' });
    const rows = inbox.getByRole('row').filter({ has: dealer.getByRole('link', { name: `${TITULO} (não lido)`, exact: true }) });
    // The original, unread again, and its errata, both waiting for her acknowledgement.
    await expect.poll(() => rows.count()).toBe(2);
    for (const r of await rows.all()) expect(await r.textContent()).toContain('Ciência pendente');
    await expect.poll(() => inbox.textContent()).toContain(`Errata do comunicado ${numero}`);

    // The original's dashboard counts from zero again.
    await creator.reload();
    await expect.poll(() => count(creator, 'Lidos')).toBe('0');
    expect(await count(creator, 'Com ciência')).toBe('0');
  });
});
