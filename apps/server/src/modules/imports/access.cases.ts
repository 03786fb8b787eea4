import type { AccessCases, Role } from '../../test/access-table.js';
import type { TestApp } from '../../test/harness.js';
import { CANCELAR, CONFIRMAR, ERROS, IMPORT_STATUS, IMPORTACOES, novaImportacao } from './testing.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface ImportsAccessFixtures {
  t: TestApp;
  /** The demo users' ids by role: each allowed role works on imports of its own. */
  ids: Record<Exclude<Role, 'anonymous'>, number>;
}

/** The role's own import in a status (a role the feature refuses gets some id: @auth answers first). */
const propria = async (fx: ImportsAccessFixtures, role: Role, status: 'VALIDATED' | 'DONE') =>
  role === 'anonymous' ? 1 : novaImportacao(fx.t.database, fx.ids[role], status, { total: 1, criar: 1 });

/** Every operation of the import; every role that holds PORTAL_IMPORTACAO_USUARIOS works on its own imports. */
export function importsAccessCases(fx: ImportsAccessFixtures): AccessCases[] {
  return [
    {
      name: 'user import',
      ops: {
        importStatus: () => ({ query: IMPORT_STATUS, variables: {} }),
        importacoes: () => ({ query: IMPORTACOES }),
        errosImportacao: async (role) => ({ query: ERROS, variables: { id: String(await propria(fx, role, 'DONE')) } }),
        confirmarImportacao: async (role) => ({ query: CONFIRMAR, variables: { id: String(await propria(fx, role, 'VALIDATED')) } }),
        cancelarImportacao: async (role) => ({ query: CANCELAR, variables: { id: String(await propria(fx, role, 'VALIDATED')) } }),
      },
      expected: {
        anonymous: 'UNAUTHENTICATED',
        // Neither holds PORTAL_IMPORTACAO_USUARIOS.
        dealer: 'FORBIDDEN',
        consulta: 'FORBIDDEN',
        // The manufacturer with every portal feature, and the technical provider (passes any feature check).
        montadora: 'OK',
        admin: 'OK',
      },
    },
  ];
}
