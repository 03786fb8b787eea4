import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';

/** Ids the integer columns cannot hold are bad input, never an internal error from PostgreSQL. */
describe('an id beyond the integer column, through GraphQL', () => {
  let t: TestApp;
  let tokens: Record<DemoRole, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await demoTokens(t.app);
  });
  afterAll(() => t?.close());

  const reads = [
    ['dealer', 'query { dealer(id: "3000000000") { id } }'],
    ['pasta', 'query { pasta(idPasta: "3000000000") { id } }'],
    ['grupoUsuarios', 'query { grupoUsuarios(id: "3000000000") { id } }'],
    ['cargo', 'query { cargo(id: "3000000000") { id } }'],
  ] as const;

  it.each(reads)("%s('3000000000') is BAD_USER_INPUT in the reader's language", async (_name, query) => {
    const pt = await gql(t.app, query, { token: tokens.admin });
    expect(pt.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(pt.errors?.[0]?.message).toBe('Dados inválidos.');
  });

  it('the largest id the column holds is simply not found', async () => {
    const res = await gql(t.app, 'query { dealer(id: "2147483647") { id } }', { token: tokens.admin });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
