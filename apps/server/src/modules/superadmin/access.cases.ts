import type { AccessCases, Role } from '../../test/access-table.js';
import { SINCRONIZAR_DEALERS, SINCRONIZAR_GRUPOS, SINCRONIZAR_IDP, SINCRONIZAR_USUARIOS } from './testing.js';
import { DEMO_USERS } from '../../seed/demo.js';
import { INICIAR_MIGRACAO, MIGRACOES } from './migracoes/testing.js';

/** The outcome of every operation of the area, per role: only the provider (the admin demo user) gets in. */
const PROVEDOR_ONLY: Record<Role, string> = {
  anonymous: 'UNAUTHENTICATED',
  montadora: 'FORBIDDEN',
  consulta: 'FORBIDDEN',
  dealer: 'FORBIDDEN',
  admin: 'OK',
};

/**
 * Every operation of the super-admin area: the technical provider's user type only (spec 01 §6
 * "/superAdmin and its menu entry need the technical-provider user type"); no feature opens it,
 * so the manufacturer, the consultation user and the dealer-group user are all refused.
 * (editarProduto, the Product tab's, is the organisation area's and is in its table.)
 */
export function superadminAccessCases(): AccessCases[] {
  return [
    {
      name: 'super-admin synchronisation',
      ops: {
        sincronizarUsuarios: () => ({ query: SINCRONIZAR_USUARIOS, variables: { d: false } }),
        'sincronizarUsuarios (dry run)': () => ({ query: SINCRONIZAR_USUARIOS, variables: { d: true } }),
        sincronizarIdentityProvider: () => ({ query: SINCRONIZAR_IDP, variables: { e: DEMO_USERS.consulta } }),
        sincronizarDealers: () => ({ query: SINCRONIZAR_DEALERS }),
        sincronizarGrupos: () => ({ query: SINCRONIZAR_GRUPOS }),
      },
      expected: PROVEDOR_ONLY,
    },
    {
      // The admin's start is the only one that succeeds (one migration at a time): it runs once per role.
      name: 'super-admin maintenance migrations',
      ops: {
        migracoes: () => ({ query: MIGRACOES }),
        iniciarMigracao: () => ({ query: INICIAR_MIGRACAO, variables: { t: 'AUDIENCIAS' } }),
      },
      expected: PROVEDOR_ONLY,
    },
  ];
}
