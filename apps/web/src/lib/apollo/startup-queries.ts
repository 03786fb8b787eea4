import type { ApolloClient, DocumentNode, NormalizedCacheObject, WatchQueryFetchPolicy } from '@apollo/client';

/** Documents this page load already asked the network for, as soon as a token was there. */
const started = new WeakSet<DocumentNode>();

/**
 * Sends the start-up queries together (the signed-in user and the menu), without waiting for the
 * screens that read them: the menu no longer waits for the user's answer, nor either of them for
 * the first render. Their answers land in the cache; failures are left to the screens, which ask
 * again when the cache has nothing (and show the error as before).
 */
export function startQueries(client: ApolloClient<NormalizedCacheObject>, documents: readonly DocumentNode[]): void {
  for (const query of documents) {
    started.add(query);
    client.query({ query, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
}

/**
 * The fetch policy of a screen's start-up query: the cached copy and one network answer. When the
 * page already sent that query (startQueries), the cache is enough: a request still in flight is
 * shared (Apollo deduplicates it) and a finished one is in the cache; otherwise cache and network.
 */
export function startupFetchPolicy(query: DocumentNode): WatchQueryFetchPolicy {
  return started.has(query) ? 'cache-first' : 'cache-and-network';
}
