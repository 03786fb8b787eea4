import { FEATURES, USER_TYPES } from '@portal/domain';
import type { AccessCases } from '../../test/access-table.js';
import type { TestApp } from '../../test/harness.js';
import { DADOS, DO_USUARIO, EXPORTAR, RELATORIO, relatorioInput, SALVAR_RELATORIO, salvarOk } from './testing.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface ReportsAccessFixtures {
  t: TestApp;
  adminToken: string;
}

const slugOf = async (fx: ReportsAccessFixtures, extra: Record<string, unknown> = {}) => (await salvarOk(fx.t.app, fx.adminToken, relatorioInput(extra))).slug;
const idOf = async (fx: ReportsAccessFixtures) => (await salvarOk(fx.t.app, fx.adminToken, relatorioInput())).id;

/** Every operation of the area, by demo role. */
export function reportsAccessCases(fx: ReportsAccessFixtures): AccessCases[] {
  const everyone = { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' };
  return [
    {
      name: 'definitions (the technical provider only)',
      ops: {
        relatorios: () => ({ query: `{ relatorios { totalElements } }` }),
        relatorioCadastro: async () => ({ query: `query($id: ID!) { relatorioCadastro(id: $id) { id } }`, variables: { id: await idOf(fx) } }),
        salvarRelatorio: () => ({ query: SALVAR_RELATORIO, variables: { r: relatorioInput() } }),
        ativarRelatorio: async () => ({ query: `mutation($id: ID!) { ativarRelatorio(id: $id) { id } }`, variables: { id: await idOf(fx) } }),
        inativarRelatorio: async () => ({ query: `mutation($id: ID!) { inativarRelatorio(id: $id) { id } }`, variables: { id: await idOf(fx) } }),
      },
      // A rule of user types alone: the provider passes by being listed; holding every feature is not enough.
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'FORBIDDEN', admin: 'OK' },
    },
    {
      name: 'a report open to everyone',
      ops: {
        relatorio: async () => ({ query: RELATORIO, variables: { slug: await slugOf(fx) } }),
        relatoriosDoUsuario: () => ({ query: DO_USUARIO }),
        dadosRelatorio: async () => ({ query: DADOS, variables: { slug: await slugOf(fx) } }),
        exportarRelatorio: async () => ({ query: EXPORTAR, variables: { slug: await slugOf(fx) } }),
      },
      expected: everyone,
    },
    {
      name: 'a report restricted by feature: NOT_FOUND to whoever may not open it',
      ops: {
        'relatorio (feature)': async () => ({
          query: RELATORIO,
          variables: { slug: await slugOf(fx, { funcionalidades: [FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS] }) },
        }),
        'dadosRelatorio (feature)': async () => ({
          query: DADOS,
          variables: { slug: await slugOf(fx, { funcionalidades: [FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS] }) },
        }),
        'exportarRelatorio (feature)': async () => ({
          query: EXPORTAR,
          variables: { slug: await slugOf(fx, { funcionalidades: [FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS] }) },
        }),
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'NOT_FOUND', consulta: 'OK', montadora: 'OK', admin: 'OK' },
    },
    {
      name: 'a report restricted to a user type (the provider too must be listed)',
      ops: {
        'relatorio (user type)': async () => ({ query: RELATORIO, variables: { slug: await slugOf(fx, { tiposUsuario: [USER_TYPES.DEALER_GRUPO] }) } }),
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'NOT_FOUND', montadora: 'NOT_FOUND', admin: 'NOT_FOUND' },
    },
    {
      name: 'an inactive report does not exist for anyone',
      ops: {
        'relatorio (inactive)': async () => ({ query: RELATORIO, variables: { slug: await slugOf(fx, { active: false }) } }),
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'NOT_FOUND', consulta: 'NOT_FOUND', montadora: 'NOT_FOUND', admin: 'NOT_FOUND' },
    },
  ];
}
