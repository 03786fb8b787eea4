import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { usersAccessCases, type UsersAccessFixtures } from './access.cases.js';
import { demoIds, montadoraUser, saveOk } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const fx = {} as UsersAccessFixtures;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  fx.ids = await demoIds(t.database);
  fx.alvo = (await saveOk(t.app, tokens.admin, montadoraUser(fx.ids))).id;
});
afterAll(() => t?.close());

describe('access table of the users operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), usersAccessCases(fx));
});
