import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { superadminAccessCases } from './access.cases.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

describe('access table of the super-admin operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), superadminAccessCases());
});
