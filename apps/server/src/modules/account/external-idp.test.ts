import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalTokenFor, startExternalIssuer, type ExternalIssuer } from '../../platform/identity/testing.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql } from '../../test/graphql.js';
import { ALTERAR_SENHA, MINHA_CONTA } from './testing.js';

/**
 * With an external identity provider (OIDC_ISSUER, e.g. Keycloak) the portal holds no password:
 * the account says so and the password change is refused with a clear message. A real HTTP
 * peer plays the issuer (discovery + JWKS); its tokens pass the same verification as production.
 */
let kc: ExternalIssuer;
let t: TestApp;

beforeAll(async () => {
  kc = await startExternalIssuer();
  t = await buildTestApp(kc.env);
});

afterAll(async () => {
  await t?.close();
  await kc?.close();
});

/** An access token of the external issuer for a demo user (the seed's subject is the user id). */
const token = (email: string) => externalTokenFor(kc, t.database, email);

describe('my account with an external identity provider', () => {
  it('tells the web that the password is not changed here', async () => {
    const res = await gql<{ minhaConta: { email: string; podeAlterarSenha: boolean } }>(t.app, MINHA_CONTA, {
      token: await token(DEMO_USERS.dealer),
    });
    expect(res.data?.minhaConta).toMatchObject({ email: DEMO_USERS.dealer, podeAlterarSenha: false });
  });

  it('refuses alterarMinhaSenha with a clear message, in the user language', async () => {
    const res = await gql(t.app, ALTERAR_SENHA, {
      token: await token(DEMO_USERS.montadora),
      variables: { a: DEMO_PASSWORD, n: 'Nova#Senha2026' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toBe('A senha é gerenciada pelo provedor de identidade da empresa; altere-a por lá.');
  });
});
