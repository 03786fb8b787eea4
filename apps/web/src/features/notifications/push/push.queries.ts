import { graphql } from '../../../generated';

// Documents of the push part of apps/server/src/modules/notifications/notifications.graphql.

/** The server's VAPID public key (base64url), what the browser subscribes with. */
export const CHAVE_PUBLICA_PUSH = graphql(`
  query ChavePublicaPush {
    chavePublicaPush
  }
`);

/** This browser's subscription, for the signed-in user (and this sign-in: a logout removes it). */
export const GERAR_PUSH_SUBSCRIPTION = graphql(`
  mutation GerarPushSubscription($endpoint: String!, $auth: String!, $key: String!) {
    gerarPushSubscription(endpoint: $endpoint, auth: $auth, key: $key)
  }
`);

export const REMOVER_PUSH_SUBSCRIPTION = graphql(`
  mutation RemoverPushSubscription($endpoint: String!) {
    removerPushSubscription(endpoint: $endpoint)
  }
`);
