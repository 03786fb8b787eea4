import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { openDatabase } from './connection.js';
import { embeddedUrl, startEmbeddedCluster, type EmbeddedCluster } from './embedded.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A `mktemp -d` folder (mode 0700), removed after the test. */
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dir: string, port: number, notices: string[] = []): Promise<EmbeddedCluster> {
  const cluster = await startEmbeddedCluster(dir, port, { notice: (m) => notices.push(m) });
  cleanups.push(() => cluster.stop());
  return cluster;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A stand-in portal process holding a cluster on `dir` (src/test/hold-embedded-cluster.ts). */
function holdCluster(dir: string, port: number) {
  const script = path.resolve(import.meta.dirname, '../../test/hold-embedded-cluster.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(() => child.kill('SIGKILL'));
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return { child, out: () => out };
}

async function remembered(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<{ value: string }>('select value from remembered')).rows.map((r) => r.value);
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it.skipIf(process.getuid?.() !== 0)(
    'starts as root in a mktemp -d folder the postgres user could not enter, opening only the traverse bit',
    async () => {
      const folder = tempDir();
      expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
      const notices: string[] = [];
      const cluster = await start(path.join(folder, 'data', 'pg'), await freePort(), notices);
      await cluster.createDatabase('portal');
      const db = openDatabase(cluster.url('portal'), { schema: null, max: 1 });
      cleanups.push(() => db.close());
      expect((await db.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(fs.statSync(folder).mode & 0o777).toBe(0o701);
      expect(notices).toContainEqual(expect.stringContaining(`traverse permission (o+x) on ${folder} `));
    },
    60_000,
  );

  it('a failed start gives PostgreSQL’s own reason', async () => {
    const port = await freePort();
    const holder = net.createServer().listen(port, '127.0.0.1');
    cleanups.push(() => new Promise((r) => holder.close(r)));
    await new Promise((r) => holder.once('listening', r));
    await expect(startEmbeddedCluster(path.join(tempDir(), 'pg'), port)).rejects.toThrow(
      /PostgreSQL did not start \(exit code 1\):[\s\S]*could not (bind|create any TCP\/IP sockets)/,
    );
  }, 60_000);

  it('stops the server a killed portal left running and starts its own on the same data', async () => {
    const dir = path.join(tempDir(), 'pg');
    const port = await freePort();
    const { child: portal, out } = holdCluster(dir, port);
    const orphan = await until(() => Number(/ready (\d+)/.exec(out())?.[1]) || undefined, 45_000);

    portal.kill('SIGKILL');
    await new Promise((r) => portal.once('exit', r));
    expect(alive(orphan)).toBe(true);
    cleanups.push(() => alive(orphan) && process.kill(orphan, 'SIGKILL'));

    const notices: string[] = [];
    const cluster = await start(dir, port, notices);
    expect(notices).toContain(`stopping the PostgreSQL (pid ${orphan}) a previous run left on ${dir}`);
    expect(alive(orphan)).toBe(false);
    expect(cluster.pid()).not.toBe(orphan);
    expect(await remembered(cluster.url('portal'))).toEqual(['written before the kill']);
  }, 90_000);

  it('leaves alone a server another live portal runs on the same data, and says so', async () => {
    const dir = path.join(tempDir(), 'pg');
    const port = await freePort();
    const portal = holdCluster(dir, port);
    const server = await until(() => Number(/ready (\d+)/.exec(portal.out())?.[1]) || undefined, 45_000);
    await expect(startEmbeddedCluster(dir, await freePort())).rejects.toThrow(
      `Another process (pid ${portal.child.pid}) runs a PostgreSQL (pid ${server}) on ${dir}: stop that portal first, or give this one its own DATA_DIR.`,
    );
    expect(alive(server)).toBe(true);
    expect(await remembered(embeddedUrl(port, 'portal'))).toEqual(['written before the kill']);
    portal.child.kill('SIGINT');
    process.kill(server, 'SIGINT');
    await until(() => (alive(server) ? undefined : true), 30_000);
  }, 90_000);

  it('starts the server again when it is killed under a running pool', async () => {
    const notices: string[] = [];
    const cluster = await start(path.join(tempDir(), 'pg'), await freePort(), notices);
    await cluster.createDatabase('portal');
    const db = openDatabase(cluster.url('portal'), { schema: null, max: 4 });
    cleanups.push(() => db.close());
    await db.pool.query(`create table remembered (value text); insert into remembered values ('before')`);
    // Idle connections in the pool: they break with the server and must not take the process down.
    await Promise.all([1, 2, 3].map(() => db.pool.query('select pg_sleep(0.05)')));
    const first = cluster.pid();

    process.kill(first, 'SIGKILL');
    await until(() => (cluster.pid() !== first ? true : undefined), 45_000);
    expect(alive(first)).toBe(false);
    const rows = await until(async () => (await db.pool.query<{ value: string }>('select value from remembered')).rows, 10_000);
    expect(rows).toEqual([{ value: 'before' }]);
    expect(notices).toContainEqual(expect.stringContaining(`(pid ${first}) stopped (SIGKILL); starting it again`));
  }, 90_000);

  it('reports the real reason when the dead server cannot be started again', async () => {
    const dir = path.join(tempDir(), 'pg');
    let lost: (err: Error) => void = () => {};
    const gaveUp = new Promise<Error>((resolve) => (lost = resolve));
    const cluster = await startEmbeddedCluster(dir, await freePort(), { lost, restartDelaysMs: [100, 200] });
    cleanups.push(() => cluster.stop());
    const first = cluster.pid();
    fs.renameSync(dir, `${dir}-moved`);
    process.kill(first, 'SIGKILL');
    const err = await gaveUp;
    expect(err.message).toContain(`PostgreSQL did not start (exit code 2): postgres: could not access directory "${dir}": No such file or directory`);
  }, 60_000);
});

describe('a pool on a database that goes away (DATABASE_URL)', () => {
  it('answers again once the database is back', async () => {
    const dir = path.join(tempDir(), 'pg');
    const port = await freePort();
    let cluster = await startEmbeddedCluster(dir, port);
    await cluster.createDatabase('portal');
    const db = openDatabase(cluster.url('portal'), { schema: null, max: 4 });
    cleanups.push(() => db.close());
    await Promise.all([1, 2, 3].map(() => db.pool.query('select pg_sleep(0.05)')));

    await cluster.stop();
    await expect(db.pool.query('select 1')).rejects.toThrow();

    cluster = await start(dir, port);
    const rows = await until(async () => (await db.pool.query('select 1 as one')).rows, 20_000);
    expect(rows).toEqual([{ one: 1 }]);
  }, 90_000);
});
