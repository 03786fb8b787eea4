import { ErrorResponse } from 'oidc-client-ts';
import { PortalUserManager } from './portal-user-manager';
import { oidcSettings } from './settings';

/**
 * The OIDC client (oidc-client-ts) behind the Session. This module is imported dynamically only:
 * the first view of a signed-in user reads the stored token without it, and it is fetched after
 * the first paint or when a sign-in, a renewal or a sign-out needs it.
 */
export interface OidcClient {
  readonly userManager: PortalUserManager;
  /** A refusal from the IdP (invalid_grant, login_required …), as opposed to being offline. */
  readonly isRefusal: (err: unknown) => boolean;
}

export function createOidcClient(userManager: PortalUserManager = new PortalUserManager(oidcSettings())): OidcClient {
  return { userManager, isRefusal: (err) => err instanceof ErrorResponse };
}
