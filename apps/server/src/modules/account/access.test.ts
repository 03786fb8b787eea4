import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTables, type Role } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { accountAccessCases } from './access.cases.js';
import { PNG, uploadAvatar } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(async () => {
  await t?.close();
});

const CASES = accountAccessCases();
const EXPECTED = CASES[0]!.expected;

describe('access table of the account operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), CASES);

  for (const [role, expected] of Object.entries(EXPECTED) as [Role, string][]) {
    const status = expected === 'OK' ? 200 : 401;
    it(`POST /api/minha-conta/avatar: ${role} -> ${status}`, async () => {
      const res = await uploadAvatar(t.app, role === 'anonymous' ? null : tokens[role], PNG);
      expect(res.statusCode).toBe(status);
    });
  }
});
