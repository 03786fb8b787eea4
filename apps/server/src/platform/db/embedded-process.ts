import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RunAs } from './embedded-user.js';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The last lines a program wrote, for the error that says why it failed. */
class Tail {
  private lines: string[] = [];
  add(chunk: string): void {
    this.lines.push(...chunk.split('\n').filter((l) => l.trim() !== ''));
    this.lines = this.lines.slice(-12);
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

/**
 * Spawns a PostgreSQL program as `runAs`, from the data directory's parent (the portal's own
 * working directory may be closed to that user). It stays in the portal's process group, so a
 * Ctrl+C or a service stop that reaches the group stops it even when the portal cannot.
 */
function run(program: string, args: string[], dataDir: string, runAs: RunAs | undefined, output: (line: string) => void) {
  const child = spawn(program, args, {
    ...runAs,
    cwd: path.dirname(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const tail = new Tail();
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const failedToSpawn = new Promise<Error>((resolve) => child.once('error', resolve));
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      tail.add(chunk);
      output(chunk.trimEnd());
    });
  }
  const why = (what: string, exit: Exit) =>
    new Error(`${what} (${exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`}): ${tail}`);
  return { child, exited, failedToSpawn, why };
}

const spawnError = (program: string, err: Error) => new Error(`could not run ${program}: ${err.message}`, { cause: err });

/** initdb on an empty data directory; rejects with initdb's own words. */
export async function initdb(
  program: string,
  args: string[],
  dataDir: string,
  runAs: RunAs | undefined,
  output: (line: string) => void,
): Promise<void> {
  const p = run(program, args, dataDir, runAs, output);
  const result = await Promise.race([p.exited, p.failedToSpawn]);
  if (result instanceof Error) throw spawnError(program, result);
  if (result.code !== 0) throw p.why('initdb failed', result);
}

export interface Postmaster {
  pid: number;
  /** Settles when the server process ends, whoever ended it. */
  exited: Promise<Exit>;
  /** Fast shutdown (SIGINT), then immediate (SIGQUIT) if it hangs; resolves once it is gone. */
  stop(): Promise<void>;
}

/** Starts `postgres` and resolves once it accepts connections; rejects with its own words. */
export async function startPostmaster(
  program: string,
  args: string[],
  dataDir: string,
  runAs: RunAs | undefined,
  output: (line: string) => void,
): Promise<Postmaster> {
  const p = run(program, args, dataDir, runAs, output);
  const ready = new Promise<void>((resolve) => {
    const watch = (chunk: string) => {
      if (chunk.includes('database system is ready to accept connections')) resolve();
    };
    p.child.stderr!.on('data', watch);
    p.child.stdout!.on('data', watch);
  });
  const result = await Promise.race([ready, p.exited, p.failedToSpawn]);
  if (result instanceof Error) throw spawnError(program, result);
  if (result) throw p.why('PostgreSQL did not start', result);
  const child: ChildProcess = p.child;
  let gone = false;
  void p.exited.then(() => {
    gone = true;
  });
  return {
    pid: child.pid!,
    exited: p.exited,
    async stop() {
      if (gone) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await p.exited;
      clearTimeout(timer);
    },
  };
}
