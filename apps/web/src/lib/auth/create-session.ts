import { oidcIdentity } from './oidc-identity';
import { Session } from './session';
import { readStoredUser, userStoreKey } from './stored-user';

/**
 * The page's session: the stored user read from localStorage (where settings.ts has
 * oidc-client-ts keep it), the OIDC client imported only when first needed, so oidc-client-ts is
 * not part of the first view.
 */
export function createSession(): Session {
  const key = userStoreKey(oidcIdentity());
  return new Session({
    storedUser: () => readStoredUser(window.localStorage, key),
    loadClient: () => import('./oidc-client').then((m) => m.createOidcClient()),
  });
}
