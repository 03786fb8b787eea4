#!/usr/bin/env node
// `npm start`: builds what is missing, then starts the portal (web, API and identity provider on
// one port; embedded PostgreSQL under ./data unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const needed = [
  'packages/domain/dist/index.js',
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
];
if (process.env.FORCE_BUILD === 'true' || needed.some((f) => !fs.existsSync(f))) {
  const res = spawnSync('npm run build', { shell: true, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
const res = spawnSync(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit' });
process.exit(res.status ?? 0);
