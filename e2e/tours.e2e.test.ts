import type pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAtBothWidths, launchBrowser, newContext, signIn } from './support/browser.js';
import { copyDemoUser } from './support/demo-users.js';
import { connectDb } from './support/notifications.js';

// Issue #15's proof for the onboarding tours: a user who has never seen the HOME tour signs in
// through the real login page; about 1 s after /home appears the tour opens (a dialog named by
// its step, focus inside, badge "1/N" over the home's sections that are on screen), axe-clean at
// 360 and 1440 px; the arrow keys move, Next … Finish ends it and marks it seen; after a reload
// it does not open again.

const DEALER_EMAIL = 'dealer@portal.test';
const RUN = Date.now().toString(36);
const EMAIL = `tour-${RUN}@portal.test`;

let browser: Browser;
let db: pg.Client;
let context: BrowserContext;
let page: Page;
let userId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  db = await connectDb();
  // A copy of the dealer demo user (type, links, password) who has seen no tour.
  userId = await copyDemoUser(db, DEALER_EMAIL, { nome: `Tina Tour ${RUN}`, email: EMAIL });
});

afterAll(async () => {
  // Its onboarding rows go with it (on delete cascade).
  if (db && userId) await db.query('delete from usuarios where id = $1', [userId]);
  await db?.end();
  await context?.close();
  await browser?.close();
});

const tour = () => page.getByRole('dialog', { name: /Passo \d+ de \d+/ });
const badge = () => tour().getByTestId('tour-badge');
const seenHome = async () => (await db.query('select 1 from onboarding_vistos where usuario_id = $1 and tour_id = $2', [userId, 'HOME'])).rowCount;

describe.sequential('onboarding tours', () => {
  let sections: number;

  it('the HOME tour opens about 1 s after /home appears, focus inside, one step per home section on screen; axe-clean', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signIn(page, EMAIL, undefined, { tours: true });
    const shownAt = Date.now();
    // Not at once: the screen first.
    expect(await tour().count()).toBe(0);
    await tour().waitFor({ state: 'visible', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(300);
    sections = await page.locator('main [data-tour^="home-"]').count();
    expect(sections).toBeGreaterThanOrEqual(3);
    expect(await badge().textContent()).toBe(`1/${sections}`);
    // Named by its step (the locator finds it by role and name), modal, the focus moved into it.
    expect(await tour().getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await tour().getByRole('button').allTextContents()).toEqual(['Pular', 'Voltar', 'Próximo']);
    await axeAtBothWidths(page);
  });

  it('the arrow keys move between steps; Next … Finish ends it and marks it seen', async () => {
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => badge().textContent()).toBe(`2/${sections}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => badge().textContent()).toBe(`1/${sections}`);
    for (let n = 2; n <= sections; n++) {
      await tour().getByRole('button', { name: 'Próximo' }).click();
      await expect.poll(() => badge().textContent()).toBe(`${n}/${sections}`);
    }
    expect(await seenHome()).toBe(0);
    await tour().getByRole('button', { name: 'Concluir' }).click();
    await tour().waitFor({ state: 'detached' });
    await expect.poll(seenHome).toBe(1);
  });

  it('after a reload it does not open again', async () => {
    await page.reload();
    await page.locator('main h1').waitFor({ state: 'visible' });
    await page.locator('main [data-tour="home-slides"]').waitFor();
    await page.waitForTimeout(3000);
    expect(await tour().count()).toBe(0);
  });
});
