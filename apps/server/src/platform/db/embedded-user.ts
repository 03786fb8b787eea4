import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PostgresBinaries } from './embedded-binaries.js';

/** The account the embedded PostgreSQL runs as; undefined = the portal's own. */
export interface RunAs {
  uid: number;
  gid: number;
}

const USER = 'postgres';

const REMEDIES =
  'Run the portal as a user other than root, set DATA_DIR to a folder that user can reach, ' +
  'or set DATABASE_URL to another PostgreSQL.';

/**
 * PostgreSQL refuses to run as root, so a portal started as root runs it as the `postgres`
 * system user (created when missing). Node drops supplementary groups when it switches user,
 * so only the primary group counts below.
 */
export function postgresSystemUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const ids = (): RunAs => ({
    uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    /* no such user yet */
  }
  try {
    const group = spawnSync('getent', ['group', USER]).status === 0 ? ['-g', USER] : ['--user-group'];
    execFileSync('useradd', ['--system', ...group, '--no-create-home', '--shell', '/usr/sbin/nologin', USER], {
      stdio: 'pipe',
    });
    return ids();
  } catch (err) {
    const detail = (err as { stderr?: Buffer }).stderr?.toString().trim() || (err as Error).message;
    throw new Error(
      `The embedded PostgreSQL cannot run as root and the system user "${USER}" could not be created ` +
        `(${detail}). Create it (useradd --system ${USER}), or: ${REMEDIES}`,
    );
  }
}

/** Whether `ids` may enter the directory (owner, then group, then others, as the kernel decides). */
function canEnter(stat: fs.Stats, ids: RunAs): boolean {
  if (stat.uid === ids.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === ids.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** Existing directories from the root down to `target` that `ids` may not enter. */
export function closedOnTheWay(target: string, ids: RunAs): string[] {
  const closed: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (fs.existsSync(dir) && !canEnter(fs.statSync(dir), ids)) closed.unshift(dir);
    if (path.dirname(dir) === dir) return closed;
  }
}

/**
 * Lets the postgres system user reach its programs and the data directory's parent: a checkout in
 * root's home or a `mktemp -d` folder (mode 0700) is closed to it, and spawning initdb there fails
 * with EACCES. Each closed directory on the way gets the traverse bit for others (x, never r:
 * names cannot be listed), and `notice` says which; the data itself stays under DATA_DIR.
 * If that is refused (read-only or network file systems), the error says what to do.
 */
export function openTheWay(
  bins: PostgresBinaries,
  dataDir: string,
  ids: RunAs,
  notice: (message: string) => void,
  chmod: (dir: string, mode: number) => void = fs.chmodSync,
): void {
  const targets = [...['bin', 'lib', 'share'].map((d) => path.join(bins.home, d)), path.dirname(dataDir)];
  const closed = [...new Set(targets.flatMap((t) => closedOnTheWay(t, ids)))];
  for (const dir of closed) {
    try {
      chmod(dir, (fs.statSync(dir).mode & 0o7777) | 0o001);
    } catch (err) {
      throw new Error(
        `The embedded PostgreSQL runs as the system user "${USER}" (PostgreSQL refuses to run as root), ` +
          `which cannot enter ${dir} on the way to its programs or data (${dataDir}), and granting it failed (${(err as Error).message}). ` +
          `Allow it (chmod o+x ${dir}), or: ${REMEDIES}`,
      );
    }
    notice(`gave others the traverse permission (o+x) on ${dir} so the "${USER}" system user can reach the embedded PostgreSQL`);
  }
  // The programs must also be readable and runnable by that user (a checkout made with umask 077).
  const probe = spawnSync(bins.postgres, ['--version'], { ...ids, cwd: '/', encoding: 'utf8' });
  if (probe.status !== 0) {
    const detail = probe.error?.message ?? (probe.stderr.trim() || `exit ${probe.status}`);
    throw new Error(
      `The "${USER}" system user cannot run ${bins.postgres} (${detail}). ` +
        `Make the folder ${bins.home} readable by it (chmod -R o+rX), or: ${REMEDIES}`,
    );
  }
}
