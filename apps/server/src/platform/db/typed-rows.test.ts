import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from './connection.js';
import { queryRow, queryRows, RowShapeError, timestamptz } from './typed-rows.js';

/** Raw SQL's rows are checked against the schema that types them, on a real PostgreSQL. */
describe('typed rows of raw SQL', () => {
  // The queries read no table: the server's `postgres` database will do (never the template,
  // which others copy), without the app's schema.
  let database: Database;
  beforeAll(() => {
    database = openDatabase(inject('pgTemplateUrl').replace(/\/[^/]+$/, '/postgres'), { schema: null, max: 1 });
  });
  afterAll(() => database?.close());

  const Row = z.object({ id: z.number(), nome: z.string(), em: timestamptz, tags: z.array(z.number()), extra: z.object({ a: z.boolean() }).nullable() });

  it('answers the rows as the schema types them (int, text, timestamptz, arrays, json)', async () => {
    const rows = await queryRows(
      database.db,
      Row,
      sql`select v.id, 'n' || v.id as nome, timestamptz '2026-01-02T03:04:05Z' as em, array[v.id, 2] as tags,
                 case when v.id = 1 then json_build_object('a', true) end as extra, 'not named' as dropped
          from (values (1), (2)) v(id) order by v.id`,
    );
    expect(rows).toEqual([
      { id: 1, nome: 'n1', em: new Date('2026-01-02T03:04:05Z'), tags: [1, 2], extra: { a: true } },
      { id: 2, nome: 'n2', em: new Date('2026-01-02T03:04:05Z'), tags: [2, 2], extra: null },
    ]);
  });

  it('a timestamptz arrives as text through drizzle (its session replaces the parser): `timestamptz` makes it a Date', async () => {
    const Raw = z.object({ em: z.string() });
    const text = await queryRow(database.db, Raw, sql`select timestamptz '2026-01-02T03:04:05Z' as em`);
    expect(typeof text?.em).toBe('string');
    const asDate = await queryRow(database.db, z.object({ em: timestamptz }), sql`select timestamptz '2026-01-02T03:04:05Z' as em`);
    expect(asDate?.em.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('queryRow answers the first row, or undefined when there is none, also inside a transaction', async () => {
    const One = z.object({ n: z.number() });
    expect(await queryRow(database.db, One, sql`select count(*) as n from (values (1), (2)) v(x)`)).toEqual({ n: 2 });
    await database.db.transaction(async (tx) => {
      expect(await queryRow(tx, One, sql`select 1 as n where false`)).toBeUndefined();
    });
  });

  it('throws naming the row and the field, not the value, when the SQL answers another shape', async () => {
    const query = sql`select 1 as id, null as nome, now() as em, array[1] as tags, null as extra
                      union all select 2, 'secret@example.com', now(), array[1], json_build_object('a', 'yes')`;
    const err = await queryRows(database.db, Row, query).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RowShapeError);
    expect((err as Error).message).toMatch(/^row 0 does not match its schema: nome: /);
    const second = await queryRows(database.db, Row.extend({ nome: z.string().nullable() }), query).catch((e: unknown) => e);
    expect((second as Error).message).toMatch(/^row 1 does not match its schema: extra\.a: /);
    expect((second as Error).message).not.toContain('yes');
  });
});
