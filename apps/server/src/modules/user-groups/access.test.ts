import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { userGroupsAccessCases, type UserGroupsAccessFixtures } from './access.cases.js';
import { idOf } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const ids = {} as UserGroupsAccessFixtures;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  // The demo's public group: every role allowed to use groups sees it.
  ids.grupo = await idOf(t.database, `select id from grupos_usuarios where nome = 'Rede Aurora'`);
  ids.usuario = await idOf(t.database, `select id from usuarios where email = 'consulta@portal.test'`);
});
afterAll(() => t?.close());

describe('access table of the user-groups operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), userGroupsAccessCases(ids));
});
