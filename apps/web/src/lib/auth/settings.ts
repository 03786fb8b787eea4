import { LIMITS, apiResourceIndicator } from '@portal/domain';
import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { oidcIdentity } from './oidc-identity';
import { CALLBACK_PATH, SILENT_RENEW_PATH } from './paths';

/**
 * OpenID Connect client settings (DESIGN.md "Identity details that bite"). The embedded IdP is at
 * `${origin}/oidc`; a server fronting an external IdP may inject `<meta name="portal:oidc-authority">`
 * and `<meta name="portal:oidc-client-id">` into index.html to point the web at it.
 */
export function oidcSettings(origin: string = window.location.origin): UserManagerSettings {
  const { authority, client_id, external } = oidcIdentity(origin);
  return {
    authority,
    client_id,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    // The embedded IdP issues API tokens only to requests naming the API (RFC 8707 resource
    // indicator); without it a token is for its user-info endpoint alone. External IdPs decide
    // the audience by their own configuration.
    ...(external ? {} : { resource: apiResourceIndicator(origin) }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: LIMITS.tokenRefreshMarginS,
    silentRequestTimeoutInSeconds: LIMITS.identityMessageTimeoutMs / 1000,
    staleStateAgeInSeconds: LIMITS.loginStateMaxAgeS,
    // Tokens and profile survive reloads and are shared by tabs (spec 01 §1: offline to a degree).
    // The first view reads the user from here without this library (stored-user.ts).
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    // The profile comes from the ID token; the portal's own user data comes from the API.
    loadUserInfo: false,
    // The embedded IdP has no check_session iframe; the 5 s check is done by Session.check().
    monitorSession: false,
  };
}
