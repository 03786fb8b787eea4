/** Which identity provider and client the web signs in with: what the stored user's key is made of. */
export interface OidcIdentity {
  readonly authority: string;
  readonly client_id: string;
}

function meta(name: string): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return content ? content : undefined;
}

/**
 * The embedded IdP is at `${origin}/oidc`; a server fronting an external IdP may inject
 * `<meta name="portal:oidc-authority">` and `<meta name="portal:oidc-client-id">` into index.html
 * to point the web at it. Free of oidc-client-ts: the first view reads the stored user with it.
 */
export function oidcIdentity(origin: string = window.location.origin): OidcIdentity & { readonly external: boolean } {
  const externalAuthority = meta('portal:oidc-authority');
  return {
    authority: externalAuthority ?? `${origin}/oidc`,
    client_id: meta('portal:oidc-client-id') ?? 'portal-web',
    external: externalAuthority !== undefined,
  };
}
