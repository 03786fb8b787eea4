import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser } from './support/browser.js';
import { freePort } from '../apps/server/src/test/free-port.js';
import { startPortal } from './support/portal-process.js';

let browser: Browser;
let server: ChildProcess;
let baseUrl: string;
let logPath: string;

/** A portal whose database cannot be reached: start-up fails after the web is already served. */
beforeAll(async () => {
  const port = await freePort();
  const deadPort = await freePort();
  baseUrl = `http://localhost:${port}`;
  ({ child: server, logPath } = startPortal(
    port,
    { DATABASE_URL: `postgres://portal:x@127.0.0.1:${deadPort}/portal`, LOG_LEVEL: 'info' },
    'e2e-maintenance.log',
  ));
  const deadline = Date.now() + 30_000;
  while (!fs.readFileSync(logPath, 'utf8').includes('start-up failed')) {
    if (Date.now() > deadline) throw new Error('the server did not report its start-up failure');
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGKILL');
});

describe('start-up failure', () => {
  it('the web says the portal could not start and sends the operator to the log, which says why', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/home`);
    await expect.poll(() => page.getByRole('heading', { name: 'O portal não conseguiu iniciar' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/encontra no log do portal a causa e o que fazer/).isVisible()).toBe(true);
    // Nothing of the server's own details on a page anyone can open.
    expect(await page.content()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    await expectNoSeriousA11yViolations(page);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'failed' });
    expect(fs.readFileSync(logPath, 'utf8')).toMatch(/ECONNREFUSED/);
    await context.close();
  });
});
