import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { notificationsAccessCases, type NotificationsAccessFixtures } from './access.cases.js';
import { inserirNotificacoes, usuarioId } from './minhas/testing.js';

let tokens: Record<DemoRole, string>;
const fx = {} as NotificationsAccessFixtures;

beforeAll(async () => {
  fx.t = await buildTestApp();
  tokens = await demoTokens(fx.t.app);
  const grupo = await fx.t.database.db.execute<{ id: number }>(sql`select id from grupos_usuarios where nome = 'Rede Aurora'`);
  fx.grupo = String(grupo.rows[0]!.id);
  const { ids } = await inserirNotificacoes(fx.t.database, [await usuarioId(fx.t.database, DEMO_USERS.dealer)]);
  fx.alheia = String(ids[0]);
});
afterAll(() => fx.t?.close());

describe('access table of the notification operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: fx.t.app, tokens }), notificationsAccessCases(fx));
});
