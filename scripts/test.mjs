#!/usr/bin/env node
// `npm test`: the one command. Type-check, lint (with the boundary rules), unit and integration
// tests on real PostgreSQL, then end-to-end tests in Debian's Chromium, the deployment's proxy file
// run by Debian's nginx among them (both installed with apt-get when missing and we are root: the
// project's own files install what it needs).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function run(title, cmd) {
  console.log(`\n=== ${title}: ${cmd}`);
  const res = spawnSync(cmd, { shell: true, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${title} failed (exit ${res.status})`);
    process.exit(res.status ?? 1);
  }
}

/** Debian's packages the end-to-end tests drive: Chromium, and nginx for deploy.e2e.test.ts. */
function ensureDebianPackages() {
  const missing = [
    [CHROMIUM, 'chromium fonts-liberation'],
    [NGINX, 'nginx-light'],
  ].filter(([program]) => !fs.existsSync(program));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Not found: ${missing.map(([p]) => p).join(', ')}; install ${missing.map(([, pkg]) => pkg).join(' ')} (apt-get) or set CHROMIUM_PATH / NGINX_PATH.`);
    process.exit(1);
  }
  const packages = missing.map(([, pkg]) => pkg).join(' ');
  console.log(`\n=== installing Debian ${packages} for the end-to-end tests`);
  // nginx's package starts the system's nginx on port 80: the tests run their own, so it is stopped.
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} && (service nginx stop >/dev/null 2>&1 || true)`,
    { stdio: 'inherit' },
  );
}

run('build domain', 'npm run build -w @portal/domain');
// The committed GraphQL types (codegen.ts) must be those of the current .graphql files and documents.
run('generated GraphQL types are current (else: npm run codegen)', 'npm run codegen:check');
run('typecheck', 'npm run typecheck');
run('lint', 'npm run lint');
run('unit and integration tests', 'npx vitest run');
ensureDebianPackages();
run('end-to-end tests', 'npm run test:e2e');
