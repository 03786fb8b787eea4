#!/usr/bin/env node
/**
 * Which tables a server area's raw SQL may name (checked by `npm run lint`):
 * - its own and the platform's, freely;
 * - a table another area PUBLISHES (the list below) to the areas ranked above the owner
 *   (scripts/area-ranks.cjs), to read only (from/join). The list is short on purpose: reference
 *   data others join for names, codes and filters, and one set-based membership by design;
 * - every other table of another area only through the query functions (or SQL fragments, such as
 *   absences' ausenteEm) that area exports: a lower area exports them, a higher one imports them;
 * - anything else (a write to another area's table, a read against the ranking) only when listed
 *   in EXCEPTIONS below, with its reason.
 *
 * How: the owner of a table is the area whose `*.tables.ts` declares it (`pgTable('name'`); each
 * template literal in the production files of `apps/server/src/modules/<area>/` (not tests or test
 * helpers) is scanned for `from|join <table>` (read, also `.from(sql`<table>`)` and `.xJoin(sql`<table>`)`
 * of the query builder) and `into|update <table>` (write). A word check,
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

/**
 * The tables an area publishes for raw-SQL reads by the areas ranked above it (all of them, or only
 * `readers`), each group with why. A read of anything else calls the owner's query function.
 */
const PUBLISHED = [
  {
    owner: 'organisation',
    tables: ['marcas', 'produtos', 'funcionalidades', 'tipos_acesso', 'tipos_usuario', 'divisoes', 'setores', 'departamentos', 'cargos', 'desligamentos'],
    why: 'reference catalogs: other areas join them for names, codes and translations and filter by them',
  },
  {
    owner: 'organisation',
    tables: ['tipo_acesso_funcionalidades'],
    readers: ['users'],
    why: "product configuration: the features an access type grants, the users' domain of features",
  },
  {
    owner: 'organisation',
    tables: ['menu_itens_produto'],
    readers: ['shell'],
    why: "product configuration: other products' menu entries, the shell's menu",
  },
  {
    owner: 'dealers',
    tables: ['dealers', 'grupos', 'dealer_marcas'],
    why: "who the dealers are: names, codes, group and brands, joined to name a dealer or to check a user's links",
  },
  { owner: 'users', tables: ['usuarios'], why: 'who the users are: names, joined to name an author, a member, an uploader' },
  {
    owner: 'users',
    tables: ['usuario_marcas', 'usuario_dealers', 'usuario_grupos_dealer', 'usuario_cargos', 'usuario_tipos_acesso', 'usuario_funcionalidades'],
    readers: ['user-groups'],
    why: "a user group's audience is set-based membership over the users' links, by design (one statement per group)",
  },
  {
    owner: 'users',
    tables: ['usuario_marcas', 'usuario_dealers', 'usuario_grupos_dealer'],
    readers: ['notices'],
    why: "a notice's dashboard breaks its 60,000 deliveries down by the recipients' brands, dealer groups and dealers in one set-based statement, and names them on the pending list and the export",
  },
  {
    owner: 'user-groups',
    tables: ['grupos_usuarios'],
    why: "who the user groups are: names, joined where a record names its groups (a folder's permissions, a notice's recipients)",
  },
];

/** Whether `area` may read `table` of `tableOwner` by the list above (and the ranking). */
const published = (area, table, tableOwner) =>
  rankOf(tableOwner) < rankOf(area) &&
  PUBLISHED.some((p) => p.owner === tableOwner && p.tables.includes(table) && (!p.readers || p.readers.includes(area)));

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
const usedTables = new Set(); // published tables some area reads
const found = new Map(); // "area read/write table" -> where
for (const file of files(join(SRC, 'modules'))) {
  if (!isProduction(file)) continue;
  const area = areaOf(file);
  const text = readFileSync(file, 'utf8');
  for (const lit of text.matchAll(/`[^`]*`/g)) {
    // The query builder's `.from(sql`t …`)` / `.leftJoin(sql`t …`, …)` names a table too.
    const named = /(\.from|Join)\(\s*sql$/.test(text.slice(Math.max(0, lit.index - 20), lit.index));
    for (const m of (named ? `join ${lit[0].slice(1)}` : lit[0]).matchAll(/\b(from|join|into|update)\s+([a-z_][a-z_0-9]*)/gi)) {
      const table = m[2];
      const tableOwner = owner.get(table);
      if (!tableOwner || tableOwner === area || tableOwner === 'platform') continue;
      const kind = /^(into|update)$/i.test(m[1]) ? 'write' : 'read';
      if (kind === 'read' && published(area, table, tableOwner)) {
        usedTables.add(table);
        continue;
      }
      const key = `${area} ${kind} ${table}`;
      if (EXCEPTIONS[key]) used.add(key);
      if (EXCEPTIONS[key] || found.has(key)) continue;
      const line = text.slice(0, lit.index + m.index).split('\n').length;
      found.set(key, `${relative(ROOT, file)}:${line} (${table} is ${tableOwner}'s)`);
    }
  }
}

// An exception or a published table nobody needs any more goes, so the lists stay short and true.
for (const key of Object.keys(EXCEPTIONS)) if (!used.has(key)) found.set(key, 'listed in EXCEPTIONS but no longer needed: remove it');
for (const p of PUBLISHED) {
  for (const table of p.tables) {
    if (owner.get(table) !== p.owner) found.set(`published ${table}`, `listed in PUBLISHED as ${p.owner}'s, but ${owner.get(table) ?? 'no area'} declares it`);
    else if (!usedTables.has(table)) found.set(`published ${table}`, 'listed in PUBLISHED but no other area reads it: remove it');
  }
}

if (found.size > 0) {
  console.error(
    "Raw SQL names another area's table that the area does not publish to it. Call a query function the owning area\n" +
      'exports (a lower area exports, a higher area imports it), or, for reference data or a set-based read by design,\n' +
      'add the table to PUBLISHED in scripts/check-sql-joins.mjs with its reason (an upward read or a write: EXCEPTIONS):',
  );
  for (const [key, where] of found) console.error(`  ${key}  ${where}`);
  process.exit(1);
}
console.log(`SQL joins: every area's raw SQL names its own tables, the platform's, tables published to it, or a listed exception.`);
