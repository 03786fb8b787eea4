import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';

/** The synchronisation's Keycloak configuration: the realm from OIDC_ISSUER, the client's two variables together. */
describe('KEYCLOAK_ADMIN_CLIENT_ID / SECRET', () => {
  const base = { NODE_ENV: 'test', OIDC_CLIENT_ID: 'portal-web' } as const;

  it('gives the admin API the server address and realm of OIDC_ISSUER (with or without the old /auth prefix)', () => {
    const c = loadConfig({ ...base, OIDC_ISSUER: 'https://kc.example/realms/portal', KEYCLOAK_ADMIN_CLIENT_ID: 'portal-sync', KEYCLOAK_ADMIN_CLIENT_SECRET: 's3cret' });
    expect(c.keycloakAdmin).toEqual({ baseUrl: 'https://kc.example', realm: 'portal', clientId: 'portal-sync', clientSecret: 's3cret' });
    const old = loadConfig({ ...base, OIDC_ISSUER: 'https://kc.example/auth/realms/rede/', KEYCLOAK_ADMIN_CLIENT_ID: 'a', KEYCLOAK_ADMIN_CLIENT_SECRET: 'b' });
    expect(old.keycloakAdmin).toMatchObject({ baseUrl: 'https://kc.example/auth', realm: 'rede' });
  });

  it('is off without them, with the embedded provider and with Keycloak alike', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).keycloakAdmin).toBeNull();
    expect(loadConfig({ ...base, OIDC_ISSUER: 'https://kc.example/realms/portal' }).keycloakAdmin).toBeNull();
  });

  it('refuses one without the other, and either without a Keycloak realm URL, naming the variable', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://kc.example/realms/portal', KEYCLOAK_ADMIN_CLIENT_ID: 'portal-sync' })).toThrow(
      /KEYCLOAK_ADMIN_CLIENT_SECRET: KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET go together/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', KEYCLOAK_ADMIN_CLIENT_ID: 'a', KEYCLOAK_ADMIN_CLIENT_SECRET: 'b' })).toThrow(/OIDC_ISSUER: with KEYCLOAK_ADMIN_CLIENT_ID/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://idp.example/oauth2', KEYCLOAK_ADMIN_CLIENT_ID: 'a', KEYCLOAK_ADMIN_CLIENT_SECRET: 'b' })).toThrow(/OIDC_ISSUER/);
  });
});
