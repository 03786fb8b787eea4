import type { AccessCases, Operation, Role } from '../../../test/access-table.js';
import type { DemoRole } from '../../../test/graphql.js';
import type { TestApp } from '../../../test/harness.js';
import { comunicadoEntregue } from './testing.js';

/** What the dashboard's table needs, filled in by the area's access.test.ts. */
export interface DashboardAccessFixtures {
  t: TestApp;
  tokens: Record<DemoRole, string>;
  userId: Partial<Record<DemoRole, number>>;
}

// The manufacturer (author, and holder of the approval feature) and the provider (passes any
// feature check) read it; a user without either notices feature is refused by @auth. A creator
// who is not the author is NOT_FOUND (dashboard.test.ts "who reads the dashboard").
const READERS: Record<Role, string> = { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'OK', admin: 'OK' };

/** The dashboard's operations (notices/dashboard): each on a notice the manufacturer wrote and delivered to the dealer user. */
export function dashboardAccessCases(fx: DashboardAccessFixtures): AccessCases[] {
  /** A fresh delivered notice (the reminder goes once a day per notice; an export is one at a time per user). */
  const entregue = () => comunicadoEntregue(fx.t.database, { autorId: fx.userId.montadora!, usuarioIds: [fx.userId.dealer!], requerCiencia: true });
  const porId =
    (query: string, variables: Record<string, unknown> = {}): Operation =>
    async () => ({ query, variables: { id: await entregue(), ...variables } });

  return [
    {
      name: 'notices dashboard: the notice itself (author, approver, approval holders)',
      ops: {
        dashboardComunicado: porId('query($id: ID!) { dashboardComunicado(id: $id) { entregues lidos { total } } }'),
        quebraComunicado: porId('query($id: ID!) { quebraComunicado(id: $id, nivel: DEALER) { totalElements } }'),
        pendentesComunicado: porId('query($id: ID!, $f: PendentesComunicadoFiltro!) { pendentesComunicado(id: $id, filtro: $f) { totalElements } }', {
          f: { situacao: 'NAO_LIDO' },
        }),
        exportacaoComunicado: porId('query($id: ID!) { exportacaoComunicado(id: $id) { id } }'),
        lembrarPendentesComunicado: porId('mutation($id: ID!) { lembrarPendentesComunicado(id: $id) }'),
        exportarComunicado: porId('mutation($id: ID!) { exportarComunicado(id: $id) { id status } }'),
      },
      expected: READERS,
    },
  ];
}
