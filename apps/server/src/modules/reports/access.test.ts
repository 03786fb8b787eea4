import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { reportsAccessCases, type ReportsAccessFixtures } from './access.cases.js';

let tokens: Record<DemoRole, string>;
const fx = {} as ReportsAccessFixtures;

beforeAll(async () => {
  fx.t = await buildTestApp();
  tokens = await demoTokens(fx.t.app);
  fx.adminToken = tokens.admin;
});
afterAll(() => fx.t?.close());

describe('access table of the reports operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: fx.t.app, tokens }), reportsAccessCases(fx));
});
