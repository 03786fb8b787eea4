#!/usr/bin/env node
// The first view's JavaScript budget, checked on Vite's manifest after `vite build`: the entry,
// the app it starts at once (main.ts imports it dynamically, but always), the /home screen, and
// every chunk those import statically. Past the budget (gzip) the build fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The issue's budget (#12): 200 KB gzip for the first view of /home. What it holds (~185 KB):
 * Preact's React-compatible runtime with react-router (~39, vite.config.ts PREACT_RUNTIME), Apollo
 * Client (~50 with GraphQL's printer and the persisted cache), MUI for the shell (~30 +
 * emotion/system ~12), the home page itself (~13 with its Alert and Skeleton), react-intl without
 * its parser (~8), the shell's, notifications' and push's pt-BR catalogs. Out of it: react-dom
 * (Preact in its place), the OIDC client (the session reads the stored token itself and loads
 * oidc-client-ts after the first paint, lib/auth/create-session.ts), GraphQL's parser (documents
 * arrive parsed), the ICU parser (catalogs precompiled), MUI's CSS-variables themes,
 * Select/TextField and InputBase (the menu search is a native input), the top bar's tooltips and
 * menus (fetched after its first paint), every other area's catalogs (with their screens,
 * src/i18n/lazy-areas.ts), notistack, the confirmation dialog and MUI's Modal machinery (the
 * loading overlay and the bell's Popover, fetched after the first paint, lib/lazy-module.ts).
 */
const BUDGET_KB = 200;
/**
 * Chunks the first view of /home loads, by source (or by chunk name where Rollup merged the module
 * into a shared chunk): the entry, the app it always starts, the home screen.
 */
const FIRST_VIEW = ['index.html', 'bootstrap', 'src/app/HomeScreen.tsx'];

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Every chunk `key` loads before running: itself and its static imports, transitively. */
function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

function keyOf(id) {
  const key = Object.keys(manifest).find((k) => k === id || manifest[k].src === id || manifest[k].name === id);
  if (!key) throw new Error(`${id} is not in the manifest (renamed? update FIRST_VIEW)`);
  return key;
}

const keys = new Set();
for (const id of FIRST_VIEW) collect(keyOf(id), keys);
const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const file of files.sort()) {
  const body = fs.readFileSync(path.join(dist, file));
  const gz = zlib.gzipSync(body, { level: 9 }).length;
  const br = zlib.brotliCompressSync(body).length;
  raw += body.length;
  gzip += gz;
  brotli += br;
  console.log(`  ${file.padEnd(44)} ${kb(body.length).padStart(9)}  gzip ${kb(gz).padStart(8)}  brotli ${kb(br).padStart(8)}`);
}
const total = `${files.length} files, ${kb(raw)}, gzip ${kb(gzip)}, brotli ${kb(brotli)}`;
if (gzip > BUDGET_KB * 1024) {
  console.error(`\nFirst view of /home: ${total}: over the ${BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}
console.log(`\nFirst view of /home: ${total} (budget ${BUDGET_KB} KB gzip).`);
