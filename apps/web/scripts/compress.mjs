#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of the build,
// once, at the highest levels; the server sends the one the browser accepts
// (apps/server/src/platform/http/web.ts, @fastify/static's preCompressed). Source maps are never
// served, so never compressed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Every file under `dir`, without Vite's own `.vite/` folder (the manifest is not served) and
 * without index.html (the server sends it from memory, with the identity provider's address).
 */
async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name) && full !== path.join(dist, 'index.html')) yield full;
  }
}

async function compress(file) {
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is not written: the server then sends the file itself.
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

const all = [];
for await (const file of files(dist)) all.push(file);
const sizes = await Promise.all(all.map(compress));
const sum = (k) => (sizes.reduce((n, s) => n + s[k], 0) / 1024).toFixed(0);
console.log(`Compressed ${all.length} files: ${sum('raw')} KB, brotli ${sum('br')} KB, gzip ${sum('gz')} KB.`);
