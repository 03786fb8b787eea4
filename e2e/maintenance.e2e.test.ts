import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser } from './support/browser.js';

const ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

let browser: Browser;
let server: ChildProcess;
let baseUrl: string;
const logPath = path.join(ROOT, '.tmp/e2e-maintenance.log');

/** A portal whose database cannot be reached: start-up fails after the web is already served. */
beforeAll(async () => {
  const port = await freePort();
  const deadPort = await freePort();
  baseUrl = `http://localhost:${port}`;
  const log = fs.openSync(logPath, 'w');
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: `postgres://portal:x@127.0.0.1:${deadPort}/portal`,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', log, log],
  });
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
  it('the web shows the maintenance page and the log says why', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/home`);
    await expect.poll(() => page.getByText('Estamos atualizando o portal, volte em instantes').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'failed' });
    expect(fs.readFileSync(logPath, 'utf8')).toMatch(/ECONNREFUSED/);
    await context.close();
  });
});
