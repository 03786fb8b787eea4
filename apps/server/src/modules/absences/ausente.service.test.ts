import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { ausenteEm, isUsuarioAusente, usuariosAusentesEm } from './ausente.service.js';
import { insertAusencia } from './testing.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const u: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 3; i++) {
    const res = await database.db.execute<{ id: number }>(sql`
      insert into usuarios (nome, email, tipo) values ('A', ${`a${i}@test.local`}, 'MONTADORA') returning id`);
    u.push(res.rows[0]!.id);
  }
  await insertAusencia(database, u[0]!, '2031-03-10', '2031-03-12');
  await insertAusencia(database, u[0]!, '2031-03-20', '2031-03-20');
  await insertAusencia(database, u[1]!, '2031-03-12', '2031-03-15');
});
afterAll(() => database?.drop());

describe('"the user is treated as absent in that period"', () => {
  it('isUsuarioAusente: from the start day to the return day, both included', async () => {
    const on = (day: string) => isUsuarioAusente(database.db, u[0]!, day);
    expect(await on('2031-03-09')).toBe(false);
    expect(await on('2031-03-10')).toBe(true);
    expect(await on('2031-03-12')).toBe(true);
    expect(await on('2031-03-13')).toBe(false);
    expect(await on('2031-03-20')).toBe(true);
    expect(await isUsuarioAusente(database.db, u[2]!, '2031-03-12')).toBe(false);
  });

  it('usuariosAusentesEm: every absent user of a day, once each', async () => {
    expect(await usuariosAusentesEm(database.db, '2031-03-12')).toEqual([u[0], u[1]]);
    expect(await usuariosAusentesEm(database.db, '2031-03-14')).toEqual([u[1]]);
    expect(await usuariosAusentesEm(database.db, '2031-03-16')).toEqual([]);
  });

  it('ausenteEm: a condition set-based statements of other areas can use', async () => {
    const res = await database.db.execute<{ id: number }>(sql`
      select u.id from usuarios u where u.id = any(${sql.param(u)}::int[]) and not ${ausenteEm(sql`u.id`, '2031-03-12')}
       order by u.id`);
    expect(res.rows.map((r) => r.id)).toEqual([u[2]]);
  });
});
