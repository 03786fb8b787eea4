import type { ApolloClient } from '@apollo/client';
import { currentSubscription, pushSupported, registerPortalWorker, subscribe } from './browser-push';
import { CHAVE_PUBLICA_PUSH, GERAR_PUSH_SUBSCRIPTION, REMOVER_PUSH_SUBSCRIPTION } from './push.queries';

type Client = Pick<ApolloClient<unknown>, 'query' | 'mutate'>;

/** Subscribes this browser with the server's key and registers the subscription for the signed-in user. */
export async function subscribeThisDevice(client: Client, registration?: ServiceWorkerRegistration): Promise<void> {
  const worker = registration ?? (await registerPortalWorker());
  const { data } = await client.query({ query: CHAVE_PUBLICA_PUSH, fetchPolicy: 'network-only' });
  const keys = await subscribe(worker, data.chavePublicaPush);
  await client.mutate({ mutation: GERAR_PUSH_SUBSCRIPTION, variables: keys });
}

/** How long sign-out waits for the server to forget this device before going on anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Removes this device's subscription, on the server (removerPushSubscription, while the token is
 * still good) and in the browser. Used at sign-out (the server also removes it when the session
 * ends) and when the user turns push off. Never throws and never waits more than a few seconds:
 * a sign-out must not hang on it.
 */
export async function unsubscribeThisDevice(client: Client): Promise<void> {
  if (!pushSupported()) return;
  const work = (async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    try {
      await client.mutate({ mutation: REMOVER_PUSH_SUBSCRIPTION, variables: { endpoint: subscription.endpoint } });
    } finally {
      await subscription.unsubscribe();
    }
  })();
  await Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
}
