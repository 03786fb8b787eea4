import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser, newContext, settled, signIn } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

describe('sign-in and the shell', () => {
  it('the login page is localized and accessible', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/home');
    await page.waitForURL(/\/oidc\//);
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('a wrong password keeps the user on the login page with a message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/home');
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel('E-mail').fill('dealer@portal.test');
    await page.getByLabel('Senha').fill('wrong-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('E-mail ou senha inválidos.').isVisible()).toBe(true);
    expect(page.url()).toContain('/oidc/');
    await context.close();
  });

  for (const width of [1440, 360]) {
    it(`signs in through the login page and shows title, menu and home at ${width} px`, async () => {
      const { context, page } = await signedIn('montadora@portal.test', width);
      await expect.poll(() => page.title()).toBe('Portal Rede Aurora - Início');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Início' }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      // Categories built on the server: the parts report is another product's full-page link.
      const report = nav.getByRole('link', { name: /Consulta de peças/ });
      await expect.poll(() => report.isVisible()).toBe(true);
      expect(await report.getAttribute('href')).toBe('https://pecas.portal.test/consulta');
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await context.close();
    });
  }

  it('reaches the main content by keyboard through the skip link', async () => {
    const { context, page } = await signedIn('dealer@portal.test');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await context.close();
  });

  it('switches the language to es and en, and the choice survives a reload', async () => {
    const { context, page } = await signedIn('consulta@portal.test');
    // Picks a language and waits until the server has stored it (the reload must see it).
    const pick = async (current: RegExp, option: string) => {
      await page.getByRole('button', { name: current }).click();
      const stored = page.waitForResponse(
        (r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('mudarLinguaUsuario'),
      );
      await page.getByRole('menuitemradio', { name: option }).click();
      expect((await stored).ok()).toBe(true);
    };
    await pick(/^Idioma:/, 'Español');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Inicio' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Inicio' }).isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expectNoSeriousA11yViolations(page);

    await pick(/^Idioma:/, 'English');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Portal Rede Aurora - Home');

    await pick(/^Language:/, 'Português (Brasil)');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Início' }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends a user to /home from a route they may not open', async () => {
    const { context, page } = await signedIn('dealer@portal.test');
    for (const path of ['/superAdmin', '/usuarios', '/gruposUsuarios/novo']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/home');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Início' }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it('shows the 404 page with a back button for unknown paths', async () => {
    const { context, page } = await signedIn('dealer@portal.test');
    await page.goto('/nao/existe');
    await expect.poll(() => page.getByRole('heading', { name: 'Página não encontrada' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('A rota solicitada não existe. Use o menu para navegar pelo portal.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });

  it('after logout, the back button does not show portal data', async () => {
    const { context, page } = await signedIn('montadora@portal.test');
    await expect.poll(() => page.getByRole('button', { name: /Conta de Marina Montadora/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Conta de Marina Montadora/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    // Back at the origin, which needs a sign-in again.
    await page.waitForURL(/\/oidc\//);
    await page.goBack();
    await settled(page);
    await page.waitForTimeout(500);
    expect(await page.getByText('Marina Montadora').count()).toBe(0);
    // No tokens, profile or cached API data left (a pending sign-in state may exist).
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user') || k.includes('apollo')))).toEqual([]);
    await context.close();
  });
});

describe('public password-reset pages', () => {
  for (const [path, lang, heading] of [
    ['/esqueci-senha', 'pt-BR', /senha/i],
    ['/forgot-password', 'en', /password/i],
    ['/olvide-contrasena', 'es', /contraseña/i],
  ] as const) {
    it(`${path} renders without the portal header, in ${lang}, accessible`, async () => {
      const context = await newContext(browser, 360);
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expect.poll(() => page.getByRole('heading', { name: heading }).first().isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });
  }
});
