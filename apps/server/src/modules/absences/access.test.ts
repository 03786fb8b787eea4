import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { accessTable } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
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
  accessTable(() => ({ app: t.app, tokens }), OPS, EXPECTED);
});
