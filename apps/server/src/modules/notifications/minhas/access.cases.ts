import type { AccessCases } from '../../../test/access-table.js';
import { COUNT_NAO_LIDAS, MARCAR, NOTIFICACOES, NOTIFICACOES_MENU } from './testing.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface MinhasAccessFixtures {
  /** A notification of another user (the dealer's): marking it by id is allowed and changes nothing (minhas.test.ts). */
  alheia: string;
}

/** The user's own notifications: every signed-in user, for their own; nobody anonymous. */
export function minhasAccessCases(fx: MinhasAccessFixtures): AccessCases[] {
  return [
    {
      name: 'own notifications',
      ops: {
        countNotificacoesNaoLidas: () => ({ query: COUNT_NAO_LIDAS }),
        notificacoesMenu: () => ({ query: NOTIFICACOES_MENU }),
        notificacoes: () => ({ query: NOTIFICACOES, variables: { page: 0, rowsPerPage: 10, leitura: 'NAO_LIDAS' } }),
        marcarNotificacoesComoVisualizadas: () => ({ query: MARCAR }),
        "marcarNotificacoesComoVisualizadas (another user's id)": () => ({ query: MARCAR, variables: { ids: [fx.alheia] } }),
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' },
    },
  ];
}
