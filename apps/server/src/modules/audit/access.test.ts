import { FEATURES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { policyOf } from '../../platform/graphql/auth.js';
import { buildSchema } from '../../platform/graphql/plugin.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { MODULES } from '../index.js';
import { auditAccessCases, type AuditAccessFixtures } from './access.cases.js';
import { AUDIT_TIPOS } from './audit.service.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const fx = {} as AuditAccessFixtures;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  fx.dealerId = String((await t.database.pool.query<{ id: number }>(`select id from dealers where codigo_principal = 'D0001'`)).rows[0]!.id);
});
afterAll(() => t?.close());

describe('access table of the audit operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), auditAccessCases(fx));

  it('the root policy admits exactly the features of the tipos (spec 01 §2 /auditoria)', () => {
    const policy = policyOf(buildSchema(MODULES).schema, 'Query', 'auditoria');
    const features = [...new Set(Object.values(AUDIT_TIPOS).map((x) => x.feature))].sort();
    expect(policy).toEqual({ kind: 'ACCESS', features: expect.any(Array), userTypes: [] });
    expect([...(policy as { features: string[] }).features].sort()).toEqual(features);
    expect(features).toEqual(
      [
        FEATURES.PORTAL_MANUTENCAO_USUARIOS,
        FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO,
        FEATURES.PORTAL_MANUTENCAO_GRUPOS_USUARIOS,
        FEATURES.PORTAL_MANUTENCAO_SLIDES,
        FEATURES.PORTAL_MANUTENCAO_ANUNCIOS,
        // Later areas' audit trails (notifications: models and generic notifications; notices).
        FEATURES.PORTAL_MANUTENCAO_MODELO,
        FEATURES.PORTAL_NOTIFICACOES_GENERICAS,
        FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS,
      ].sort(),
    );
  });
});
