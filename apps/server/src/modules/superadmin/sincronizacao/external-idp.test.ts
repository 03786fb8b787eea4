import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql } from '../../../test/graphql.js';
import { SINCRONIZAR_USUARIOS, writeCounts } from '../testing.js';

/**
 * With an external identity provider (OIDC_ISSUER, Keycloak) the synchronisation is not built
 * yet: it refuses with a clear message and writes nothing, rather than reconciling the portal
 * against the embedded provider it does not use. A real HTTP peer plays the issuer (discovery +
 * JWKS), as in account/external-idp.test.ts.
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

describe('synchronisation with an external identity provider', () => {
  it('is refused with a clear message and writes nothing', async () => {
    await t.database.db.execute(sql`insert into usuarios (nome, email, tipo) values ('Sem Conta', 'sem-conta@portal.test', 'MONTADORA')`);
    const before = await writeCounts(t.database);
    const res = await gql(t.app, SINCRONIZAR_USUARIOS, { token: await token(DEMO_USERS.admin), variables: { d: false } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'A sincronização com um provedor de identidade externo (Keycloak) ainda não está disponível.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await writeCounts(t.database)).toEqual(before);
  });
});
