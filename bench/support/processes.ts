import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './database.js';

/** Spawns a child with its output in .tmp/<name>.log and waits until `ready` answers 200 (asked with `readyHeaders`). */
export async function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  ready: string,
  readyHeaders: Record<string, string> = {},
): Promise<ChildProcess> {
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const log = fs.openSync(path.join(ROOT, `.tmp/${name}.log`), 'w');
  const child = spawn(args[0]!, args.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}); see .tmp/${name}.log`);
    try {
      if ((await fetch(ready, { headers: readyHeaders })).ok) return child;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${name} not ready; see .tmp/${name}.log`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Stops a child and waits for it (bounded). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
