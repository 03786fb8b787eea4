import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { importsAccessCases, type ImportsAccessFixtures } from './access.cases.js';
import { userId } from './testing.js';

let tokens: Record<DemoRole, string>;
const fx = { ids: {} } as ImportsAccessFixtures;

beforeAll(async () => {
  fx.t = await buildTestApp();
  tokens = await demoTokens(fx.t.app);
  for (const role of Object.keys(DEMO_USERS) as DemoRole[]) fx.ids[role] = await userId(fx.t.database, DEMO_USERS[role]);
});
afterAll(() => fx.t?.close());

describe('access table of the user import operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: fx.t.app, tokens }), importsAccessCases(fx));
});
