#!/usr/bin/env node
// `npm test`: the one command. Type-check, lint (with the boundary rules), unit and integration
// tests on real PostgreSQL, then end-to-end tests in Debian's Chromium (installed with apt-get
// when missing and we are root: the project's own files install what it needs).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, cmd) {
  console.log(`\n=== ${title}: ${cmd}`);
  const res = spawnSync(cmd, { shell: true, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${title} failed (exit ${res.status})`);
    process.exit(res.status ?? 1);
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}; install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('\n=== installing Debian chromium for the end-to-end tests');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', {
    stdio: 'inherit',
  });
}

run('build domain', 'npm run build -w @portal/domain');
// The committed GraphQL types (codegen.ts) must be those of the current .graphql files and documents.
run('generated GraphQL types are current (else: npm run codegen)', 'npm run codegen:check');
run('typecheck', 'npm run typecheck');
run('lint', 'npm run lint');
run('unit and integration tests', 'npx vitest run');
ensureChromium();
run('end-to-end tests', 'npm run test:e2e');
