import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql } from '../../test/graphql.js';
import { ALTERAR_SENHA, MINHA_CONTA } from './testing.js';

/**
 * With an external identity provider (OIDC_ISSUER, e.g. Keycloak) the portal holds no password:
 * the account says so and the password change is refused with a clear message. A real HTTP
 * peer plays the issuer (discovery + JWKS); its tokens pass the same verification as production.
 */
let server: http.Server;
let issuer: string;
let privateKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/portal/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (req.url === '/realms/portal/protocol/openid-connect/certs') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/portal`;
  t = await buildTestApp({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'portal-web', OIDC_AUDIENCE: 'portal-api' });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** An access token of the external issuer for a demo user (the seed's subject is the user id). */
async function token(email: string): Promise<string> {
  const res = await t.database.db.execute<{ sub: string }>(sql`select idp_subject as sub from usuarios where email = ${email}`);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience('portal-api')
    .setSubject(res.rows[0]!.sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

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
