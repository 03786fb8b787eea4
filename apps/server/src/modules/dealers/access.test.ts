import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { dealersAccessCases, type DealersAccessFixtures } from './access.cases.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const ids = {} as DealersAccessFixtures;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  const q = (text: string) => t.database.pool.query<{ id: number }>(text).then((r) => String(r.rows[0]!.id));
  // Rows of their own, so the allowed calls change nothing the other rows rely on.
  ids.grupo = await q(`insert into grupos (nome) values ('Grupo Acesso') returning id`);
  ids.marca = await q(`insert into marcas (nome) values ('Marca Acesso') returning id`);
  ids.dealer = await q(`select id from dealers where codigo_principal = 'D0003'`);
});
afterAll(() => t?.close());

describe('access table of the dealers operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), dealersAccessCases(ids));
});
