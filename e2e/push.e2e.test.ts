import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAtBothWidths, baseUrl, launchBrowser, newContext, signIn } from './support/browser.js';

// Web push in Chromium (spec 01 §1 "Push notifications"): the service worker registers after
// sign-in, a push delivered to it (DevTools protocol: what a push service's message becomes in
// the browser) shows a notification, and its click routes the open portal window to the link.
// Headless Chromium reaches no real push service, so the subscription's trip to the server is the
// server tests' part (a real RFC 8291 round trip); here it is the browser's side.

const DEALER_EMAIL = 'dealer@portal.test';
const PROMPT = 'Quer receber as notificações do portal neste dispositivo, mesmo com o portal fechado?';

/** What the test touches of the worker's global scope (the DOM library has no service-worker types). */
interface WorkerScope {
  registration: { getNotifications(filter: { tag: string }): Promise<{ title: string; body: string; data: unknown }[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(opts: { permissions?: string[] } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  contexts.push(context);
  if (opts.permissions) await context.grantPermissions(opts.permissions, { origin: baseUrl() });
  const page = await context.newPage();
  await signIn(page, DEALER_EMAIL);
  return { context, page };
}

/** The portal's worker as playwright sees it (Chromium exposes service workers). */
async function portalWorker(context: BrowserContext): Promise<Worker> {
  const find = () => context.serviceWorkers().find((w) => w.url().endsWith('/sw-portal.js'));
  return find() ?? (await context.waitForEvent('serviceworker', { predicate: (w) => w.url().endsWith('/sw-portal.js') }));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe.sequential('web push in the browser', () => {
  it('after sign-in the portal registers /sw-portal.js for the whole site', async () => {
    const { page } = await signedIn({ permissions: ['notifications'] });
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL ?? null };
    });
    expect(registration).toEqual({ scope: `${baseUrl()}/`, script: `${baseUrl()}/sw-portal.js` });
    // Revalidated on every load (never cached as immutable), so a new worker reaches every browser.
    const worker = await page.request.get('/sw-portal.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? ((await (await fetch(href)).json()) as { name: string; start_url: string }) : null;
    });
    expect(manifest?.start_url).toBe('/home');
  });

  it('a push shows its notification, and clicking it routes the open portal window to its link', async () => {
    const { context, page } = await signedIn({ permissions: ['notifications'] });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const worker = await portalWorker(context);

    // The registration id the DevTools protocol knows the worker by, then a push to it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const r = registrations.find((x) => x.scopeURL === `${baseUrl()}/` && !x.isDeleted);
        if (r) resolve(r.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const tag = `notificacao-e2e-${Date.now()}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'Relatório disponível', body: 'O relatório de novembro está na biblioteca.', link: '/biblioteca', tag }),
    });

    const shown = () =>
      worker.evaluate(async (t) => {
        const sw = self as unknown as WorkerScope;
        return (await sw.registration.getNotifications({ tag: t })).map((n) => ({ title: n.title, body: n.body, data: n.data }));
      }, tag);
    await expect.poll(shown).toEqual([{ title: 'Relatório disponível', body: 'O relatório de novembro está na biblioteca.', data: { link: '/biblioteca' } }]);

    // Headless Chromium shows no system notification to click: the click event is dispatched to
    // the worker with the notification it shows, and the worker's own handler does the rest.
    await worker.evaluate(async (t) => {
      const sw = self as unknown as WorkerScope;
      const [notification] = await sw.registration.getNotifications({ tag: t });
      try {
        sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
      } catch {
        // waitUntil refuses an event the browser did not send; the handler has already acted
      }
    }, tag);
    await page.waitForURL((url) => url.pathname === '/biblioteca');
    // The handler closed it.
    await expect.poll(async () => (await shown()).length).toBe(0);
  });

  it('asks in the portal once per device before the browser does; "Agora não" is remembered', async () => {
    const { page } = await signedIn();
    const prompt = page.getByText(PROMPT);
    await prompt.waitFor();
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'Agora não' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('main h1').waitFor({ state: 'visible' });
    // Time for the prompt to have come back, were it to.
    await page.waitForTimeout(1000);
    expect(await prompt.isVisible()).toBe(false);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
  });
});
