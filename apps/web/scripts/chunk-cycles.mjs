#!/usr/bin/env node
// Fails the build when chunks import each other in a cycle, read from Vite's manifest after
// `vite build`. A cycle between chunks is legal ES, but the chunk evaluated second-to-last runs
// its top-level code before the other has defined its bindings: MUI's `styled(Popper)` in one
// chunk, Popper in another that imported back, threw "Cannot access 'tr' before initialization"
// and every screen with a form showed 'Ops'. Only a browser finds it otherwise, screen by screen;
// the manual chunks of vite.config.ts are where such a cycle comes from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The first cycle of static imports reachable from `key`, as a list of files, or undefined. */
function cycleFrom(key, trail, done) {
  if (done.has(key)) return undefined;
  const at = trail.indexOf(key);
  if (at >= 0) return [...trail.slice(at), key].map((k) => manifest[k].file);
  trail.push(key);
  for (const dep of manifest[key].imports ?? []) {
    const cycle = cycleFrom(dep, trail, done);
    if (cycle) return cycle;
  }
  trail.pop();
  done.add(key);
  return undefined;
}

const done = new Set();
for (const key of Object.keys(manifest)) {
  const cycle = cycleFrom(key, [], done);
  if (cycle) {
    console.error(`\nChunks import each other in a cycle: ${cycle.join(' -> ')}.`);
    console.error('Move the module they share into one of them (vite.config.ts manualChunks).');
    process.exit(1);
  }
}
console.log(`No import cycle between the ${Object.keys(manifest).length} chunks.`);
