import { canAccess, FEATURES, USER_TYPES, type AccessRule } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { passes } from './users.policy.js';

/** passes(rule) is canAccess over every user at once: the same users, for rules of every shape. */
let t: TestApp;
let subjects: { id: number; tipo: (typeof USER_TYPES)[keyof typeof USER_TYPES]; funcionalidades: string[] }[];

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.database.pool.query<(typeof subjects)[number]>(`
    select u.id, u.tipo, coalesce(array_agg(f.chave) filter (where f.chave is not null), '{}') as funcionalidades
      from usuarios u left join usuario_funcionalidades uf on uf.usuario_id = u.id
      left join funcionalidades f on f.id = uf.funcionalidade_id group by u.id order by u.id`);
  subjects = res.rows;
});
afterAll(() => t?.close());

const RULES: [string, AccessRule][] = [
  ['everyone', {}],
  ['one feature', { features: [FEATURES.PORTAL_GERENCIAR_BIBLIOTECA] }],
  ['any of two features', { features: [FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS, FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO] }],
  ['a user type only (the provider passes only by being listed)', { userTypes: [USER_TYPES.MONTADORA] }],
  ['a feature or a user type', { features: [FEATURES.PORTAL_MANUTENCAO_SLIDES], userTypes: [USER_TYPES.DEALER_GRUPO] }],
  ['a feature except a user type', { features: [FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO], exceptUserTypes: [USER_TYPES.DEALER_GRUPO] }],
];

describe('passes(rule)', () => {
  it('the demo has users of every type, with and without features', () => {
    expect(new Set(subjects.map((s) => s.tipo))).toEqual(new Set(Object.values(USER_TYPES)));
  });

  for (const [name, rule] of RULES) {
    it(`answers the users canAccess accepts: ${name}`, async () => {
      const res = await t.database.db.execute<{ id: number }>(sql`select u.id from usuarios u where ${passes(rule)} order by u.id`);
      const expected = subjects.filter((s) => canAccess(s, rule)).map((s) => s.id);
      expect(res.rows.map((r) => r.id)).toEqual(expected);
    });
  }
});
