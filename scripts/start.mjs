#!/usr/bin/env node
// `npm start`: builds when a build is missing or older than the sources, then starts the portal
// (web, API and identity provider on one port; embedded PostgreSQL under ./data unless
// DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const OUTPUTS = ['packages/domain/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];
const SOURCES = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/migrations',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'package-lock.json',
];

/** Newest modification time under a file or folder (0 when absent). */
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

// Incremental builds leave untouched outputs as they were, so a stamp marks the last full build.
const STAMP = '.tmp/build-stamp';
const missing = OUTPUTS.some((f) => !fs.existsSync(f));
const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
if (process.env.FORCE_BUILD === 'true' || missing || Math.max(...SOURCES.map(newest)) > builtAt) {
  const res = spawnSync('npm run build', { shell: true, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, new Date().toISOString());
}
// The portal runs as a child: a stop sent to this script only (`kill`, a supervisor) is passed
// on, so the portal stops its database instead of being left running; and a portal killed by a
// signal (the out-of-memory killer) exits this script with 128 + the signal's number, a failure
// a supervisor restarts on (`Restart=on-failure`, a container's restart policy).
const portal = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => portal.kill(signal));
portal.on('exit', (code, signal) => process.exit(signal ? 128 + os.constants.signals[signal] : (code ?? 1)));
