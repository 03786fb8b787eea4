import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STOP_WAIT_MS = 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Program name and parent of a process (/proc on Linux, ps elsewhere); undefined when gone. */
function processInfo(pid: number): { name: string; ppid: number } | undefined {
  try {
    if (fs.existsSync('/proc/self/stat')) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so cut at the last ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return { name, ppid };
    }
    const [ppid, ...name] = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    return { name: path.basename(name.join(' ')), ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

type Holder =
  | { kind: 'none' }
  | { kind: 'reused' }
  | { kind: 'orphan'; pid: number; parent: number }
  | { kind: 'owned'; pid: number; parent: number };

/**
 * Who holds `dir` according to its postmaster.pid: nobody (no file, or its server is gone: then
 * PostgreSQL checks on its own that no process of the old server still uses the shared memory),
 * another program that got the dead server's pid, an orphan (a PostgreSQL on this directory whose
 * portal was killed: init or a reaper adopted it), or a PostgreSQL a live Node process owns.
 */
export function holder(dir: string): Holder {
  const file = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(file)) return { kind: 'none' };
  const [pidLine, dataDir] = fs.readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return { kind: 'none' };
  const info = processInfo(pid);
  if (!info || info.name !== 'postgres' || path.resolve(dataDir ?? '') !== path.resolve(dir)) return { kind: 'reused' };
  // Its parent is a portal (or a test run) when it is a Node process like this one.
  const parent = info.ppid > 1 ? processInfo(info.ppid) : undefined;
  const node = ['node', processInfo(process.pid)?.name];
  if (parent && node.includes(parent.name)) return { kind: 'owned', pid, parent: info.ppid };
  return { kind: 'orphan', pid, parent: info.ppid };
}

/**
 * Makes `dir` free for a new PostgreSQL, never two on one directory and never losing data: a pid
 * file whose pid is now another program is removed (PostgreSQL would take that program for a
 * running server and refuse to start); an orphaned server gets a fast shutdown (SIGINT: sessions
 * end, a checkpoint is written, committed data stays) and is waited for; a server another live
 * process owns is left alone and reported.
 */
export async function freeDataDir(dir: string, notice: (message: string) => void): Promise<void> {
  const found = holder(dir);
  if (found.kind === 'none') return;
  if (found.kind === 'reused') {
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    return;
  }
  if (found.kind === 'owned') {
    throw new Error(
      `Another process (pid ${found.parent}) runs a PostgreSQL (pid ${found.pid}) on ${dir}: ` +
        'stop that portal first, or give this one its own DATA_DIR.',
    );
  }
  notice(`stopping the PostgreSQL (pid ${found.pid}) a previous run left on ${dir}`);
  process.kill(found.pid, 'SIGINT');
  const deadline = Date.now() + STOP_WAIT_MS;
  while (alive(found.pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `The PostgreSQL (pid ${found.pid}) a previous run left on ${dir} did not stop within ` +
          `${STOP_WAIT_MS / 1000} s; stop it (kill -INT ${found.pid}) and start again.`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
