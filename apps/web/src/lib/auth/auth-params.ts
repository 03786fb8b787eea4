/**
 * Whether the address carries the IdP's answer to a sign-in (`code` or `error`, with `state`), in
 * the query or the fragment; as react-oidc-context's hasAuthParams, without loading it.
 */
export function hasAuthParams(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  for (const part of [location.search, location.hash.replace('#', '?')]) {
    const params = new URLSearchParams(part);
    if ((params.get('code') || params.get('error')) && params.get('state')) return true;
  }
  return false;
}
