import type { AccessCases } from '../../../test/access-table.js';
import { CHAVE_PUBLICA_PUSH, GERAR_PUSH_SUBSCRIPTION, REMOVER_PUSH_SUBSCRIPTION, fakeSubscriptionKeys } from './testing.js';

/**
 * The push operations: every signed-in user, for their own browser; nobody anonymous. Each role
 * registers an endpoint of its own (an endpoint belongs to one browser).
 */
export function pushAccessCases(): AccessCases[] {
  const keys = fakeSubscriptionKeys();
  return [
    {
      name: 'web push subscriptions',
      ops: {
        chavePublicaPush: () => ({ query: CHAVE_PUBLICA_PUSH }),
        gerarPushSubscription: (role) => ({
          query: GERAR_PUSH_SUBSCRIPTION,
          variables: { endpoint: `https://push.example/access-${role}`, auth: keys.auth, key: keys.key },
        }),
        removerPushSubscription: (role) => ({ query: REMOVER_PUSH_SUBSCRIPTION, variables: { endpoint: `https://push.example/access-${role}` } }),
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' },
    },
  ];
}
