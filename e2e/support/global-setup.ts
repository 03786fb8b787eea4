import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedUrl } from '../../apps/server/src/platform/db/embedded.js';
import { startSmtpPeer } from '../../apps/server/src/platform/mail/testing.js';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { ROOT, startPortal } from './portal-process.js';

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;

/**
 * Starts the built portal exactly as `npm start` does (embedded PostgreSQL in a fresh data dir,
 * migrations, demo seed), on free ports, and waits until /api/health answers.
 */
export async function setup(project: TestProject, options: { publicUrl?: string } = {}): Promise<void> {
  // A data folder and log of this run's own: two runs in one checkout must not share a cluster.
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  dataDir = fs.mkdtempSync(path.join(ROOT, '.tmp/e2e-data-'));
  const logName = `${path.basename(dataDir)}.log`;
  // The portal mails through a local SMTP peer (its outbox keeps no live link): each message is
  // appended to a file the tests read (they run in other processes).
  const mailLog = path.join(dataDir, 'mail.jsonl');
  smtp = await startSmtpPeer((mail) => fs.appendFileSync(mailLog, `${JSON.stringify({ to: mail.to, body: mail.body })}\n`));
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://localhost:${port}`;
  server = startPortal(
    port,
    {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      // Behind a reverse proxy (bench:web's HTTPS edge) the public address is the proxy's.
      ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    },
    logName,
  ).child;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`portal exited (${server.exitCode}); see .tmp/${logName}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`portal did not become healthy in 90 s; see .tmp/${logName}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseUrl', baseUrl);
  // For tests that prepare their own rows (a dedicated user …) next to the demo data.
  project.provide('databaseUrl', embeddedUrl(pgPort, 'portal'));
  project.provide('mailLog', mailLog);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** Every e-mail the portal sent in this run, one JSON `{ to, body }` a line. */
    mailLog: string;
  }
}
