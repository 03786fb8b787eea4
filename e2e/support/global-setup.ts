import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedUrl } from '../../apps/server/src/platform/db/embedded.js';
import { startSmtpPeer } from '../../apps/server/src/platform/mail/testing.js';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { ROOT, startPortal } from './portal-process.js';

export interface TestPortal {
  /** The portal's public address: its own port, or the proxy's when `publicUrl` was given. */
  baseUrl: string;
  /** Its own port, plain HTTP on 127.0.0.1. */
  port: number;
  databaseUrl: string;
  /** Every e-mail it sent, one JSON `{ to, body }` a line. */
  mailLog: string;
  stop(): Promise<void>;
}

/**
 * Starts the built portal exactly as `npm start` does (embedded PostgreSQL in a fresh data dir,
 * migrations, demo seed), on free ports, and waits until /api/health answers. Behind a reverse
 * proxy (`publicUrl`: the e2e's deploy test, bench:web) the public address is the proxy's.
 */
export async function launchPortal(options: { publicUrl?: string } = {}): Promise<TestPortal> {
  // A data folder and log of this run's own: two runs in one checkout must not share a cluster.
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(ROOT, '.tmp/e2e-data-'));
  const logName = `${path.basename(dataDir)}.log`;
  // The portal mails through a local SMTP peer (its outbox keeps no live link): each message is
  // appended to a file the tests read (they run in other processes).
  const mailLog = path.join(dataDir, 'mail.jsonl');
  const smtp = await startSmtpPeer((mail) => fs.appendFileSync(mailLog, `${JSON.stringify({ to: mail.to, body: mail.body })}\n`));
  const port = await freePort();
  const pgPort = await freePort();
  const ownUrl = `http://localhost:${port}`;
  const server: ChildProcess = startPortal(
    port,
    {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    },
    logName,
  ).child;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`portal exited (${server.exitCode}); see .tmp/${logName}`);
    }
    try {
      const res = await fetch(`${ownUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`portal did not become healthy in 90 s; see .tmp/${logName}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  // For tests that prepare their own rows (a dedicated user …) next to the demo data.
  return { baseUrl: options.publicUrl ?? ownUrl, port, databaseUrl: embeddedUrl(pgPort, 'portal'), mailLog, stop };
}

let portal: TestPortal | undefined;

export async function setup(project: TestProject): Promise<void> {
  portal = await launchPortal();
  project.provide('baseUrl', portal.baseUrl);
  project.provide('databaseUrl', portal.databaseUrl);
  project.provide('mailLog', portal.mailLog);
}

export async function teardown(): Promise<void> {
  await portal?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** Every e-mail the portal sent in this run, one JSON `{ to, body }` a line. */
    mailLog: string;
  }
}
