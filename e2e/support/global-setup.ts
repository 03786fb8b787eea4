import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

let server: ChildProcess | undefined;

/**
 * Starts the built portal exactly as `npm start` does (embedded PostgreSQL in a fresh data dir,
 * migrations, demo seed), on free ports, and waits until /api/health answers.
 */
export async function setup(project: TestProject): Promise<void> {
  const dataDir = path.join(ROOT, '.tmp/e2e-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = fs.openSync(path.join(ROOT, '.tmp/e2e-server.log'), 'w');
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', logFile, logFile],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`portal exited (${server.exitCode}); see .tmp/e2e-server.log`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('portal did not become healthy in 90 s; see .tmp/e2e-server.log');
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server!.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
