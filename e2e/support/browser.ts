import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { markToursSeen } from './tours.js';

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

/**
 * Signs in through the real login page of the embedded identity provider. The user has seen the
 * onboarding tours (support/tours.ts) unless `tours` is set.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { tours = false } = {}): Promise<void> {
  if (!tours) await markToursSeen(email);
  await page.goto('/home');
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/senha|contraseña|password/i).fill(password);
  await page.getByRole('button', { name: /entrar|ingresar|sign in/i }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  // The shell is ready when the screen's title is shown (a loading overlay holds focus before).
  await page.locator('main h1').waitFor({ state: 'visible' });
}

/**
 * The rules every screen is held to: WCAG 2.0/2.1 A and AA, plus `label-content-name-mismatch`
 * (WCAG 2.5.3, an "experimental" axe rule that is off by default: a control whose accessible name
 * does not contain its visible text cannot be found by a voice-control user saying what they see).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the current page: no serious or critical violation allowed. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A dialog still fading in is drawn at part opacity, which axe measures as low contrast: wait for
  // the page's running transitions and animations to end first (bounded: some run forever).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const result = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Axe at 360 px (and no sideways scroll there) and at 1440 px on the screen as it is. */
export async function axeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 900 });
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSeriousA11yViolations(page);
}

/**
 * Waits until the page has settled: loaded, no GraphQL request in flight, and no loading shape
 * (skeleton, progress, aria-busy) shown, for 500 ms in a row. Playwright's 'networkidle' cannot
 * be used: the notifications' live stream (`/api/notificacoes/eventos`) is a request that stays
 * open as long as the page does.
 */
export async function settled(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  let inFlight = 0;
  const isApi = (url: string) => url.includes('/api/graphql');
  const started = (r: { url(): string }) => isApi(r.url()) && inFlight++;
  const ended = (r: { url(): string }) => isApi(r.url()) && inFlight--;
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const loading = await page
        .locator('.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]')
        .count()
        .catch(() => 0);
      if (inFlight > 0 || loading > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) return;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
