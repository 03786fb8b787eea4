import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeAtBothWidths, launchBrowser, newContext, signIn } from './support/browser.js';

/*
 * The technical provider's /superAdmin, through the built portal and the real sign-in page: a
 * product's test-environment address edited (Product tab), a users sync run (Synchronisation
 * tab) and a maintenance migration started and watched to its end by the job (Migration tab).
 */

const PROVIDER = 'admin@portal.test';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: pg.Client;
let produto: { id: number; nome: string; baseUriHomolog: string | null };

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const found = await db.query<typeof produto>('select id, nome, base_uri_homolog as "baseUriHomolog" from produtos order by id limit 1');
  produto = found.rows[0]!;
  // Something for the search-index rebuild to go through (the demo data has no library item).
  const { rows } = await db.query<{ id: string }>("select id::text as id from usuarios where email = $1", [PROVIDER]);
  await db.query(
    `with n as (select nextval(pg_get_serial_sequence('itens_biblioteca', 'id'))::int as id)
     insert into itens_biblioteca (id, nome, pasta, caminho, proprietario_id)
     select n.id, 'Pasta da migração (e2e)', true, array[n.id], $1 from n
     where not exists (select 1 from itens_biblioteca where nome = 'Pasta da migração (e2e)' and pasta_pai_id is null)`,
    [rows[0]!.id],
  );
  context = await newContext(browser);
  page = await context.newPage();
  await signIn(page, PROVIDER);
});

afterAll(async () => {
  // The product's address as the other e2e files (and the demo) expect it.
  if (db && produto) await db.query('update produtos set base_uri_homolog = $1 where id = $2', [produto.baseUriHomolog, produto.id]);
  await db?.query("delete from itens_biblioteca where nome = 'Pasta da migração (e2e)' and pasta_pai_id is null");
  await db?.end();
  await context?.close();
  await browser?.close();
});

const visible = (text: string | RegExp, timeout = 15_000) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);

/** Answers Confirmar in the confirmation dialog (whose focus starts on Cancelar). */
async function confirm(): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByRole('button', { name: 'Cancelar' }).evaluate((b) => b === document.activeElement)).toBe(true);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.sequential('super-admin', () => {
  it("Product tab: edits a product's test-environment address and says 'Edição finalizada!'", async () => {
    const endereco = `https://hml-e2e-${Date.now()}.portal.test`;
    await page.goto('/superAdmin');
    await page.getByRole('heading', { level: 1, name: 'Super administrador' }).waitFor();
    await page.getByRole('combobox', { name: /Produto/ }).click();
    await page.getByRole('option', { name: produto.nome, exact: true }).click();
    const campo = page.getByRole('textbox', { name: /Endereço de homologação/ });
    await campo.fill(endereco);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await confirm();
    await visible('Edição finalizada!');
    const saved = await db.query<{ base: string }>('select base_uri_homolog as base from produtos where id = $1', [produto.id]);
    expect(saved.rows[0]!.base).toBe(endereco);
  });

  it("Synchronisation tab: runs the users sync, says 'Sincronização finalizada com sucesso!' and shows its report", async () => {
    await page.getByRole('tab', { name: 'Sincronização' }).click();
    await page.getByRole('button', { name: 'Sincronizar usuários', exact: true }).click();
    await confirm();
    await visible('Sincronização finalizada com sucesso!');
    const report = page.getByRole('region', { name: 'Resultado: Sincronizar usuários' });
    await report.waitFor();
    expect(await report.getByText(/Criadas \(\d+\)/).count()).toBe(1);
    const audit = await db.query<{ n: number }>("select count(*)::int as n from auditoria where acao = 'SINCRONIZAR_USUARIOS'");
    expect(audit.rows[0]!.n).toBeGreaterThan(0);
  });

  it("Migration tab: starts the search-index rebuild, watches it run in the background and reads 'Migração finalizada com sucesso!'", async () => {
    await page.getByRole('tab', { name: 'Migração' }).click();
    expect(new URL(page.url()).search).toBe('?aba=migracao');
    const start = page.getByRole('button', { name: 'Reconstruir índices de busca', exact: true });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await confirm();
    await visible('Migração iniciada. Acompanhe o progresso abaixo.');
    // The job (pg-boss, woken by the start) runs it; the tab polls the list until it ends.
    await visible('Migração finalizada com sucesso!', 45_000);
    await visible('Índices de busca — concluída');
    await visible(/Migração finalizada com sucesso! \d+ de \d+ registros\./);
    const [m] = (
      await db.query<{ status: string; feitos: number; total: number }>(
        "select status, feitos, total from migracoes_manutencao where tipo = 'BUSCA' order by id desc limit 1",
      )
    ).rows;
    expect(m!.status).toBe('CONCLUIDA');
    expect(m!.feitos).toBe(m!.total);
    expect(m!.total).toBeGreaterThan(0);
    await axeAtBothWidths(page);
  });
});
