import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const DEMO_PASSWORD = 'Portal#2026';

/** Debian's Chromium with the flags this workplace needs (no sandbox as root, no background network). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A fresh browser context (own localStorage and cookies) at the given width. */
export async function newContext(browser: Browser, width = 1440): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 }, locale: 'pt-BR' });
}

/** Signs in through the real login page of the embedded identity provider. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/home');
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/senha|contraseña|password/i).fill(password);
  await page.getByRole('button', { name: /entrar|ingresar|sign in/i }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  // The shell is ready when the screen's title is shown (a loading overlay holds focus before).
  await page.locator('main h1').waitFor({ state: 'visible' });
}

/** Runs axe on the current page: no serious or critical violation allowed. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
