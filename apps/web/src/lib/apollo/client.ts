import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { LIMITS } from '@portal/domain';
import { CachePersistor, LocalStorageWrapper } from 'apollo3-cache-persist';
import { GRAPHQL_URI } from './graphql-uri';

export { GRAPHQL_URI };
export const CACHE_STORAGE_KEY = 'portal.apollo-cache';

export interface ApolloDeps {
  /** A valid access token (refreshed first when about to expire), or null when signed out. */
  readonly getAccessToken: () => Promise<string | null>;
  readonly getLocale: () => string;
  /** Token refused by the API: renew the session; resolves true when a retry makes sense. */
  readonly onUnauthenticated: () => Promise<boolean>;
  readonly fetch?: typeof fetch;
}

/** The shell's normalisation rules; features add theirs here as they come. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One per signed-in user and without an id: keep it as a singleton entity.
      MenuUsuarioLogado: { keyFields: [] },
      // A reference to a row of any catalog (division 1, product 1 …): the id alone does not
      // identify it, so it is stored inside its parent, never merged by id.
      CadastroRef: { keyFields: false },
    },
  });
}

function isUnauthenticated(errors: readonly { extensions?: Record<string, unknown> }[] | undefined, status?: number) {
  return status === 401 || (errors ?? []).some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
}

/**
 * On UNAUTHENTICATED the session is renewed (refresh token, then silent login, then a forced
 * login) and the operation retried once with the new token.
 */
function renewOnUnauthenticated(deps: ApolloDeps): ApolloLink {
  return onError(({ graphQLErrors, networkError, operation, forward }) => {
    const status = (networkError as { statusCode?: number } | null)?.statusCode;
    if (!isUnauthenticated(graphQLErrors, status) || operation.getContext()['retried']) return;
    return new Observable<FetchResult>((observer) => {
      let sub: { unsubscribe(): void } | undefined;
      deps.onUnauthenticated().then(
        (renewed) => {
          if (!renewed) {
            observer.error(networkError ?? new Error('UNAUTHENTICATED'));
            return;
          }
          operation.setContext({ retried: true });
          sub = forward(operation).subscribe(observer);
        },
        (err: unknown) => observer.error(err),
      );
      return () => sub?.unsubscribe();
    });
  });
}

/** Bearer token and language on every request (spec 01 §1, server i18n). */
function authAndLanguage(deps: ApolloDeps): ApolloLink {
  return setContext(async (_, { headers }) => {
    const token = await deps.getAccessToken();
    return {
      headers: {
        ...(headers as Record<string, string> | undefined),
        'Accept-Language': deps.getLocale(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });
}

/** Apollo Client for the portal API, with its offline cache persisted to localStorage. */
export function createApolloClient(deps: ApolloDeps, storage: Storage = window.localStorage) {
  const cache = createCache();
  const persistor = new CachePersistor({
    cache,
    storage: new LocalStorageWrapper(storage),
    key: CACHE_STORAGE_KEY,
    maxSize: LIMITS.offlineCacheMaxBytes,
  });
  const http = new HttpLink({ uri: GRAPHQL_URI, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([renewOnUnauthenticated(deps), authAndLanguage(deps), http]),
  });
  return { client, persistor };
}

export type PortalApollo = ReturnType<typeof createApolloClient>;
