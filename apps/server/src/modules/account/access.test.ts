import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { ALTERAR_SENHA, ATUALIZAR, MINHA_CONTA, PNG, REMOVER_AVATAR, uploadAvatar } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Every GraphQL operation of the area. Each role changes only its own account. */
const OPS: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  minhaConta: { query: MINHA_CONTA },
  atualizarMinhaConta: { query: ATUALIZAR, variables: { d: { nome: 'Nome Próprio', telefones: ['(11) 3333-4444'] } } },
  removerAvatar: { query: REMOVER_AVATAR },
  alterarMinhaSenha: { query: ALTERAR_SENHA, variables: { a: DEMO_PASSWORD, n: 'Outra#Senha2026' } },
};

// Signed-in only: every signed-in user has an account of their own, whatever the features.
const EXPECTED: Record<DemoRole | 'anonymous', string> = {
  anonymous: 'UNAUTHENTICATED',
  dealer: 'OK',
  consulta: 'OK',
  montadora: 'OK',
  admin: 'OK',
};

describe('access table of the account operations (every demo role, anonymous included)', () => {
  for (const [op, { query, variables }] of Object.entries(OPS)) {
    for (const [role, expected] of Object.entries(EXPECTED) as [DemoRole | 'anonymous', string][]) {
      it(`${op}: ${role} -> ${expected}`, async () => {
        const res = await gql(t.app, query, { token: role === 'anonymous' ? null : tokens[role], variables });
        expect(outcome(res)).toBe(expected);
      });
    }
  }

  for (const [role, expected] of Object.entries(EXPECTED) as [DemoRole | 'anonymous', string][]) {
    const status = expected === 'OK' ? 200 : 401;
    it(`POST /api/minha-conta/avatar: ${role} -> ${status}`, async () => {
      const res = await uploadAvatar(t.app, role === 'anonymous' ? null : tokens[role], PNG);
      expect(res.statusCode).toBe(status);
    });
  }
});
