/**
 * The resource indicator (RFC 8707) of the portal's API at the embedded sign-in: the API's own
 * address under the portal's public origin. The web asks for it explicitly; access tokens issued
 * for it are JWTs with the API audience, and tokens asked without it are opaque ones that only
 * the user-info endpoint accepts (the API refuses them).
 */
export function apiResourceIndicator(publicOrigin: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/api`;
}
