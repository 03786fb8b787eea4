import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the built portal (apps/server/dist/main.js) with its output in .tmp/<logName>. */
export function startPortal(port: number, env: Record<string, string>, logName: string): { child: ChildProcess; logPath: string } {
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const logPath = path.join(ROOT, '.tmp', logName);
  const log = fs.openSync(logPath, 'w');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', log, log],
  });
  return { child, logPath };
}
