import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port.js';
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

/**
 * The built portal (apps/server/dist) on a free loopback port, as the benchmarks run it: no rate
 * limit, an access token that outlasts the run (an expired one would be measured as fast
 * UNAUTHENTICATED answers: GraphQL errors come back as 200), warnings only. `env` says where its
 * data lives (DATA_DIR with EMBEDDED_PG_PORT, or DATABASE_URL).
 */
export async function startPortal(name: string, env: Record<string, string>): Promise<{ server: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = await startProcess(
    name,
    [process.execPath, 'apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      RATE_LIMIT_PER_MINUTE: '0',
      ACCESS_TOKEN_TTL: '3600',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    `${baseUrl}/api/health`,
  );
  return { server, baseUrl };
}
