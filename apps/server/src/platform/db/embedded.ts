import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from './embedded-postgres.js';

export interface EmbeddedCluster {
  /** Connection string of the given database on this cluster. */
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'portal-embedded';

/** Connection string of a database on an embedded cluster listening on `port`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts (and on first use initialises) a real PostgreSQL cluster from the embedded-postgres
 * binaries under `dir`. The binaries refuse to run as root, so on root machines a `postgres`
 * system user owns the cluster (createPostgresUser).
 */
export async function startEmbeddedCluster(
  dir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<EmbeddedCluster> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  // A cluster left running by a killed process holds the pid file; clear a stale one.
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) fs.rmSync(pidFile);
  }
  await pg.start();
  const url = (db: string) => embeddedUrl(port, db);
  return {
    url,
    async createDatabase(name, template) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(
            `create database "${name}"${template ? ` template "${template}"` : ''}`,
          );
        }
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
