import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { absencesAccessCases, type AbsencesAccessFixtures } from './access.cases.js';
import { userId } from './testing.js';

let tokens: Record<DemoRole, string>;
const fx = {} as AbsencesAccessFixtures;

beforeAll(async () => {
  fx.t = await buildTestApp();
  tokens = await demoTokens(fx.t.app);
  fx.alvo = await userId(fx.t.database, DEMO_USERS.dealer);
});
afterAll(() => fx.t?.close());

describe('access table of the temporary-absence operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: fx.t.app, tokens }), absencesAccessCases(fx));
});
