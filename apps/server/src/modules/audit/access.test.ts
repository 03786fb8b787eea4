import { FEATURES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyOf } from '../../platform/graphql/auth.js';
import { buildSchema } from '../../platform/graphql/plugin.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { MODULES } from '../index.js';
import { AUDIT_TIPOS } from './audit.service.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let dealerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  dealerId = String((await t.database.pool.query<{ id: number }>(`select id from dealers where codigo_principal = 'D0001'`)).rows[0]!.id);
});
afterAll(() => t?.close());

const EXPECTED: Record<DemoRole | 'anonymous', string> = {
  anonymous: 'UNAUTHENTICATED',
  // A dealer-group user without features, and a manufacturer with only the users consultation feature.
  dealer: 'FORBIDDEN',
  consulta: 'FORBIDDEN',
  // The manufacturer with every maintenance feature, and the technical provider.
  montadora: 'OK',
  admin: 'OK',
};

describe('access table of the audit operations (every demo role, anonymous included)', () => {
  for (const tipo of Object.keys(AUDIT_TIPOS)) {
    for (const [role, expected] of Object.entries(EXPECTED) as [DemoRole | 'anonymous', string][]) {
      it(`auditoria (${tipo}): ${role} -> ${expected}`, async () => {
        const res = await gql(t.app, 'query($id: ID!, $tipo: String!) { auditoria(id: $id, tipo: $tipo) { totalElements } }', {
          token: role === 'anonymous' ? null : tokens[role],
          variables: { id: dealerId, tipo },
        });
        expect(outcome(res)).toBe(expected);
      });
    }
  }

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
      ].sort(),
    );
  });
});
