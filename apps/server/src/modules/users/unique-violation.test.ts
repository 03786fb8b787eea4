import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, outcome, type DemoRole } from '../../test/graphql.js';
import { demoIds, montadoraUser, salvar, type DemoIds } from './testing.js';

describe('concurrent creations of one e-mail', () => {
  let t: TestApp;
  let tokens: Record<DemoRole, string>;
  let ids: DemoIds;
  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await demoTokens(t.app);
    ids = await demoIds(t.database);
  });
  afterAll(() => t?.close());

  it('create one user; the other save is a CONFLICT, never an internal error', async () => {
    const a = montadoraUser(ids, { email: 'corrida@rede.test' });
    const b = montadoraUser(ids, { email: 'corrida@rede.test' });
    const results = await Promise.all([salvar(t.app, tokens.montadora, a), salvar(t.app, tokens.admin, b)]);
    expect(results.map(outcome).sort()).toEqual(['CONFLICT', 'OK']);
    const rows = await t.database.pool.query(`select count(*)::int as n from usuarios where email = 'corrida@rede.test'`);
    expect(rows.rows[0].n).toBe(1);
  });
});
