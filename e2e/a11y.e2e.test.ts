import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES, type RouteDef } from '../packages/domain/src/routes.js';
import { axeAtBothWidths, launchBrowser, newContext, settled, signIn } from './support/browser.js';

/*
 * Every screen of the route table, opened by the technical provider (who may open them all), at
 * 360 and 1440 px under axe (WCAG 2.1 A/AA plus label-content-name-mismatch). A route whose screen
 * is not built yet shows the 404 page: the list of those is written below, so a built screen that
 * breaks into a 404 fails here, and so does a new screen nobody checked.
 */
const NOT_BUILT: string[] = [];

/** The table whose first row fills a route's `:id`, by the route's first path segment. */
const ID_SOURCE: Record<string, string> = {
  grupos: 'select min(id) from grupos',
  dealers: 'select min(id) from dealers',
  usuarios: "select min(id) from usuarios where email = 'dealer@portal.test'",
  gruposUsuarios: 'select min(id) from grupos_usuarios',
  biblioteca: 'select min(id) from itens_biblioteca where pasta',
  auditoria: "select min(id) from usuarios where email = 'dealer@portal.test'",
  marcas: 'select min(id) from marcas',
  gruposEconomicos: 'select min(id) from grupos_economicos',
  produtos: 'select min(id) from produtos',
  tiposAcesso: 'select min(id) from tipos_acesso',
  funcionalidades: 'select min(id) from funcionalidades',
  tiposUsuario: 'select min(id) from tipos_usuario',
  divisoes: 'select min(id) from divisoes',
  setores: 'select min(id) from setores',
  cargos: 'select min(id) from cargos',
  departamentos: 'select min(id) from departamentos',
  desligamentos: 'select min(id) from desligamentos',
  comunicados: 'select min(id) from comunicados',
  // editar/:tipo/:id is opened as tipo `modelo`: a notification model (none in the demo data: 1, not found).
  notificacoesGenericas: 'select min(id) from modelos_notificacao',
  relatorios: 'select min(id) from relatorios',
  // None in the demo data unless home.e2e ran first: 1, the form's not-found state.
  slides: 'select min(id) from slides',
  anuncios: 'select min(id) from anuncios',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: pg.Client;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await signIn(page, 'admin@portal.test');
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  // The demo data has no library folder: one makes /biblioteca/{idPasta} a real folder page.
  const { rows } = await db.query<{ id: string }>('select min(id)::text as id from usuarios');
  await db.query(
    `with n as (select nextval(pg_get_serial_sequence('itens_biblioteca', 'id'))::int as id)
     insert into itens_biblioteca (id, nome, pasta, caminho, proprietario_id)
     select n.id, 'Pasta de acessibilidade', true, array[n.id], $1 from n
     where not exists (select 1 from itens_biblioteca where pasta)`,
    [rows[0]!.id],
  );
});

afterAll(async () => {
  await db?.end();
  await context?.close();
  await browser?.close();
});

/** The route's path with its parameters filled from the demo data. */
async function urlOf(route: RouteDef): Promise<string> {
  const segment = route.path.split('/')[1] ?? '';
  let url = route.path;
  if (/:(id|idPasta)\b/.test(url)) {
    const sql = ID_SOURCE[segment];
    const id = sql ? String((await db.query<{ min: string | number }>(sql)).rows[0]?.min ?? '1') : '1';
    url = url.replace(/:(id|idPasta)\b/, id);
  }
  return url.replace(':tipo', segment === 'auditoria' ? 'usuario' : 'modelo').replace(':slug', 'meus-dados');
}

describe('every screen at 360 and 1440 px', () => {
  const notBuilt: string[] = [];

  for (const route of ROUTES.filter((r) => !r.public)) {
    it(`${route.id} (${route.path})`, async () => {
      const url = await urlOf(route);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(url);
      const title = page.locator('main h1').first();
      await title.waitFor({ state: 'visible' });
      if ((await title.textContent()) === 'Página não encontrada') {
        notBuilt.push(route.id);
        return;
      }
      expect(new URL(page.url()).pathname, 'the screen opened where it was asked').toBe(url);
      // Let lists and forms load (their skeletons and overlays are not what people use).
      await settled(page);
      await axeAtBothWidths(page);
    });
  }

  it('only the screens of later issues are missing', () => {
    expect(notBuilt.sort()).toEqual([...NOT_BUILT].sort());
  });
});

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (alpha ignored: the rings are opaque). */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('focus is visible in the top bar and its menu', () => {
  it('the keyboard focus ring in the open main menu stands out from the white panel (3:1)', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.locator('main h1').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.poll(() => nav.getByRole('link').count()).toBeGreaterThan(0);
    // Tab past the top-bar search field into the panel's first link.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('[data-paper-surface]') !== null)) break;
    }
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const panel = el.closest('[data-paper-surface]') as HTMLElement;
      return { inPanel: Boolean(panel), outline: style.outlineStyle, colour: style.outlineColor, background: getComputedStyle(panel).backgroundColor };
    });
    expect(ring.inPanel).toBe(true);
    expect(ring.outline).not.toBe('none');
    expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
  });

  it('the top-bar menu search keeps a visible border while it has focus', async () => {
    await page.goto('/home');
    await page.locator('main h1').waitFor({ state: 'visible' });
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no menu' });
    await search.focus();
    const { border, bar } = await page.evaluate(() => {
      const input = document.activeElement as HTMLElement;
      // The field's frame: the nearest element around the input that draws a border (the input
      // itself draws none; its frame shows the focus, as MUI's outlined field does).
      let frame: HTMLElement | null = input;
      while (frame && !(parseFloat(getComputedStyle(frame).borderTopWidth) > 0 && getComputedStyle(frame).borderTopStyle !== 'none')) frame = frame.parentElement;
      return {
        border: getComputedStyle(frame!).borderTopColor,
        bar: getComputedStyle(input.closest('.MuiAppBar-root')!).backgroundColor,
      };
    });
    expect(contrast(border, bar)).toBeGreaterThanOrEqual(3);
  });
});
