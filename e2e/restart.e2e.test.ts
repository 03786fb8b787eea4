import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedUrl } from '../apps/server/src/platform/db/embedded.js';
import { freePort } from '../apps/server/src/test/free-port.js';
import { startPortal } from './support/portal-process.js';

/** A portal of its own on an embedded PostgreSQL in a `mktemp -d` folder, killed for real. */
let dataDir: string;
let port: number;
let pgPort: number;
const portals: ChildProcess[] = [];

const pidFile = () => path.join(dataDir, 'pg', 'postmaster.pid');
const postmasterPid = () => Number(fs.readFileSync(pidFile(), 'utf8').split('\n')[0]);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const healthy = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;

function start(logName: string): { child: ChildProcess; log: () => string } {
  const { child, logPath } = startPortal(
    port,
    { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'info', NODE_ENV: 'test' },
    logName,
  );
  portals.push(child);
  return { child, log: () => fs.readFileSync(logPath, 'utf8') };
}

async function sql<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: embeddedUrl(pgPort, 'portal') });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-')), 'data');
  port = await freePort();
  pgPort = await freePort();
});

afterAll(async () => {
  for (const child of portals) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (fs.existsSync(pidFile())) {
    const pid = postmasterPid();
    if (alive(pid)) process.kill(pid, 'SIGINT');
    await until(() => !alive(pid), 30_000, 'the test cluster stopping').catch(() => process.kill(pid, 'SIGKILL'));
  }
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('the portal comes back after being killed', () => {
  it('kill -9 of the portal, then start again: the orphaned PostgreSQL is stopped, the data kept', async () => {
    const first = start('e2e-restart-1.log');
    await until(healthy, 90_000, 'the first portal answering');
    await sql('create table restart_marker (value text)');
    await sql(`insert into restart_marker values ('written before the kill')`);
    const orphan = postmasterPid();

    first.child.kill('SIGKILL');
    await until(() => first.child.signalCode === 'SIGKILL', 10_000, 'the portal dying');
    expect(alive(orphan)).toBe(true);

    const second = start('e2e-restart-2.log');
    await until(healthy, 90_000, 'the portal answering after the kill');
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    expect(second.log()).toContain(`stopping the PostgreSQL (pid ${orphan}) a previous run left on`);
    expect(await sql('select value from restart_marker')).toEqual([{ value: 'written before the kill' }]);
  }, 200_000);

  it('kill -9 of the embedded PostgreSQL while the portal runs: it is started again', async () => {
    const before = postmasterPid();
    process.kill(before, 'SIGKILL');
    await until(async () => (await healthy()) && postmasterPid() !== before, 60_000, 'the portal answering again');
    expect(await sql('select value from restart_marker')).toEqual([{ value: 'written before the kill' }]);
  }, 90_000);

  it('SIGTERM stops the portal and its PostgreSQL', async () => {
    const portal = portals.at(-1)!;
    const server = postmasterPid();
    portal.kill('SIGTERM');
    await until(() => portal.exitCode !== null, 30_000, 'the portal stopping');
    expect(portal.exitCode).toBe(0);
    await until(() => !alive(server), 10_000, 'its PostgreSQL stopping');
  }, 60_000);

  it('a start that fails keeps the maintenance page and logs PostgreSQL’s own reason', async () => {
    const squatter = net.createServer().listen(pgPort, '127.0.0.1');
    await new Promise((r) => squatter.once('listening', r));
    try {
      const portal = start('e2e-restart-failed.log');
      await until(() => portal.log().includes('start-up failed'), 60_000, 'the start-up failure');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'failed' });
      expect(portal.log()).toMatch(/"reason":"PostgreSQL did not start \(exit code 1\): [^"]*could not (bind|create any TCP)/);
      expect(portal.log()).not.toContain('"reason":"undefined"');
      portal.child.kill('SIGTERM');
      await until(() => portal.child.exitCode !== null, 30_000, 'the portal stopping');
    } finally {
      await new Promise((r) => squatter.close(r));
    }
  }, 90_000);
});
