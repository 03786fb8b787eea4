import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { shellAccessCases, type ShellAccessFixtures } from './access.cases.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const fx = { users: {} } as ShellAccessFixtures;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  for (const role of Object.keys(tokens) as DemoRole[]) {
    const me = await gql<{ usuarioLogado: { id: string; idioma: { id: string } } }>(t.app, '{ usuarioLogado { id idioma { id } } }', {
      token: tokens[role],
    });
    fx.users[role] = { id: me.data!.usuarioLogado.id, idioma: me.data!.usuarioLogado.idioma.id };
  }
});
afterAll(() => t?.close());

describe('access table of the shell operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), shellAccessCases(fx));
});
