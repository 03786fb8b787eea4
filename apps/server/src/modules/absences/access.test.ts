import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { dia, insertAusencia, LISTAR_AUSENCIAS, MOTIVO, REMOVER_AUSENCIA, SALVAR_AUSENCIA, userId } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let alvo: number;
let offset = 10;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  // The dealer-group demo user: a target every role allowed by the feature may manage.
  alvo = await userId(t.database, DEMO_USERS.dealer);
});
afterAll(() => t?.close());

/** Every operation of the area; each call gets dates of its own, so allowed calls never overlap. */
const OPS: Record<string, () => Promise<{ query: string; variables?: Record<string, unknown> }>> = {
  ausenciasTemporarias: async () => ({ query: LISTAR_AUSENCIAS, variables: { u: String(alvo) } }),
  salvarAusenciaTemporaria: async () => {
    const start = (offset += 3);
    return {
      query: SALVAR_AUSENCIA,
      variables: { a: { usuarioId: String(alvo), dataInicio: dia(start), dataRetorno: dia(start + 1), motivo: MOTIVO } },
    };
  },
  removerAusenciaTemporaria: async () => {
    const start = (offset += 3);
    const id = await insertAusencia(t.database, alvo, dia(start), dia(start + 1));
    return { query: REMOVER_AUSENCIA, variables: { id: String(id) } };
  },
};

const EXPECTED: Record<DemoRole | 'anonymous', string> = {
  anonymous: 'UNAUTHENTICATED',
  // Neither has PORTAL_AUSENCIA_TEMPORARIA.
  dealer: 'FORBIDDEN',
  consulta: 'FORBIDDEN',
  // The manufacturer with the feature, and the technical provider (passes any feature check).
  montadora: 'OK',
  admin: 'OK',
};

describe('access table of the temporary-absence operations (every demo role, anonymous included)', () => {
  for (const [op, build] of Object.entries(OPS)) {
    for (const [role, expected] of Object.entries(EXPECTED) as [DemoRole | 'anonymous', string][]) {
      it(`${op}: ${role} -> ${expected}`, async () => {
        const { query, variables } = await build();
        const res = await gql(t.app, query, { token: role === 'anonymous' ? null : tokens[role], variables });
        expect(outcome(res)).toBe(expected);
      });
    }
  }
});
