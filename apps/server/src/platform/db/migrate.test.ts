import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.js';
import { MIGRATIONS_DIR, runMigrations, underStartupLock } from './migrate.js';

// Instances started together on one empty database (compose's replicas) take turns on the
// migrations: each start succeeds and every migration is applied once.

const serverUrl = () => inject('pgTemplateUrl').replace(/\/[^/]+$/, '/postgres');
const name = `m_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`create database "${name}"`));
afterAll(() => admin(`drop database if exists "${name}" with (force)`));

describe('underStartupLock', () => {
  it('three instances migrating one empty database at once all start, each migration applied once', async () => {
    const url = serverUrl().replace(/\/postgres$/, `/${name}`);
    const instances = [0, 1, 2].map(() => openTestDatabase(url, 3));
    try {
      await Promise.all(instances.map((i) => underStartupLock(i.db, () => runMigrations(i.db))));
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await instances[0]!.db.$client.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      expect(Number(applied.rows[0]!.n)).toBe(journal.entries.length);
      // The lock is let go: a later start takes it at once.
      await underStartupLock(instances[1]!.db, () => runMigrations(instances[1]!.db));
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });
});
