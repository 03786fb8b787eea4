#!/usr/bin/env node
/**
 * Which tables a server area's raw SQL may name (checked by `npm run lint`):
 * - its own and the platform's, freely;
 * - a table of an area ranked below it (scripts/area-ranks.cjs), to read only (from/join): set-based
 *   reads keep their joins (the user-group audience, the menu, names in audit rows). Rules about
 *   another area's rows are still called, not rewritten: the reach is dealers.policy.ts, who may
 *   see a user is users.policy.ts readableBy;
 * - anything else (a write to another area's table, a read against the ranking) only when listed
 *   in EXCEPTIONS below, with its reason.
 *
 * How: the owner of a table is the area whose `*.tables.ts` declares it (`pgTable('name'`); each
 * template literal in the production files of `apps/server/src/modules/<area>/` (not tests or test
 * helpers) is scanned for `from|join <table>` (read) and `into|update <table>` (write). A word check,
 * not a SQL parser: prose in a template literal ("from the …") names no table, so it is ignored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'apps/server/src');

const RANKS = createRequire(import.meta.url)('./area-ranks.cjs');
const rankOf = (area) => (area === 'platform' ? -1 : RANKS.findIndex((rank) => rank.includes(area)));

/** "area read|write table": why this area names another area's table against the rules above. */
const EXCEPTIONS = {
  'dealers read usuario_dealers': "the caller's reach starts from the caller's own links (dealers.policy.ts callerReach)",
  'dealers read usuario_grupos_dealer': "the caller's reach starts from the caller's own links (dealers.policy.ts callerReach)",
  'dealers read usuario_marcas': "the caller's reach starts from the caller's own links (dealers.policy.ts callerReach)",
};

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (e.name.endsWith('.ts')) yield p;
  }
}

const areaOf = (file) => relative(SRC, file).match(/^modules\/([^/]+)\//)?.[1] ?? 'platform';
const owner = new Map();
for (const file of files(SRC)) {
  if (!file.endsWith('.tables.ts')) continue;
  for (const m of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_0-9]+)'/g)) owner.set(m[1], areaOf(file));
}

const isProduction = (f) => !/(\.test\.ts|\/testing\.ts|\.cases\.ts|\.tables\.ts)$/.test(f);
const used = new Set();
const found = new Map(); // "area read/write table" -> where
for (const file of files(join(SRC, 'modules'))) {
  if (!isProduction(file)) continue;
  const area = areaOf(file);
  const text = readFileSync(file, 'utf8');
  for (const lit of text.matchAll(/`[^`]*`/g)) {
    for (const m of lit[0].matchAll(/\b(from|join|into|update)\s+([a-z_][a-z_0-9]*)/gi)) {
      const table = m[2];
      const tableOwner = owner.get(table);
      if (!tableOwner || tableOwner === area || tableOwner === 'platform') continue;
      const kind = /^(into|update)$/i.test(m[1]) ? 'write' : 'read';
      if (kind === 'read' && rankOf(tableOwner) < rankOf(area)) continue;
      const key = `${area} ${kind} ${table}`;
      if (EXCEPTIONS[key]) used.add(key);
      if (EXCEPTIONS[key] || found.has(key)) continue;
      const line = text.slice(0, lit.index + m.index).split('\n').length;
      found.set(key, `${relative(ROOT, file)}:${line} (${table} is ${tableOwner}'s)`);
    }
  }
}

// An exception nobody needs any more goes, so the list stays the list of real exceptions.
for (const key of Object.keys(EXCEPTIONS)) if (!used.has(key)) found.set(key, 'listed in EXCEPTIONS but no longer needed: remove it');

if (found.size > 0) {
  console.error("Raw SQL names another area's table against the ranking (call that area's query function, or add the reason to EXCEPTIONS in scripts/check-sql-joins.mjs):");
  for (const [key, where] of found) console.error(`  ${key}  ${where}`);
  process.exit(1);
}
console.log(`SQL joins: every area's raw SQL names its own tables, the platform's, lower areas' (read) or a listed exception.`);
