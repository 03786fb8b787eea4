import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { noticesAccessCases, type NoticesAccessFixtures } from './access.cases.js';

let tokens: Record<DemoRole, string>;
const fx = { userId: {} } as NoticesAccessFixtures;

beforeAll(async () => {
  fx.t = await buildTestApp();
  tokens = await demoTokens(fx.t.app);
  fx.tokens = tokens;
  for (const r of Object.keys(DEMO_USERS) as DemoRole[]) {
    fx.userId[r] = (await fx.t.database.pool.query<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS[r]])).rows[0]!.id;
  }
  fx.grupoPublico = (await fx.t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Rede Aurora'`)).rows[0]!.id;
});
afterAll(() => fx.t?.close());

describe('access table of the notices operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: fx.t.app, tokens }), noticesAccessCases(fx));
});
