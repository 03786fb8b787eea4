import type { AccessCases } from '../../test/access-table.js';
import type { DemoRole } from '../../test/graphql.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface ShellAccessFixtures {
  /** Each demo user's id and language: a user changes only its own language (to the one it has). */
  users: Record<DemoRole, { id: string; idioma: string }>;
}

/** The shell's operations: every signed-in user, whatever its features; nobody else. */
export function shellAccessCases(fx: ShellAccessFixtures): AccessCases[] {
  return [
    {
      name: 'signed-in user',
      ops: {
        usuarioLogado: () => ({ query: '{ usuarioLogado { id } }' }),
        menuUsuarioLogado: () => ({ query: '{ menuUsuarioLogado { menus } }' }),
        currentUserOnboardingIsSeen: () => ({ query: '{ currentUserOnboardingIsSeen(id: "HOME") }' }),
        setCurrentUserOnboardingSeen: () => ({ query: 'mutation { setCurrentUserOnboardingSeen(id: "HOME") }' }),
        mudarLinguaUsuario: (role) => {
          // Anonymous has no id of its own: it tries the provider's.
          const own = fx.users[role === 'anonymous' ? 'admin' : role];
          return {
            query: 'mutation($id: ID!, $idioma: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $idioma) { id } }',
            variables: { id: own.id, idioma: own.idioma },
          };
        },
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' },
    },
  ];
}
