import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../db/connection.js';
import { createIdentity, type Identity } from './index.js';

/**
 * External issuer (Keycloak) mode against a real HTTP peer that plays the issuer: discovery
 * document + JWKS. No database: this mode keeps no state.
 */
let server: http.Server;
let issuer: string;
let privateKey: CryptoKey;
let identity: Identity;
let jwksRequests = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/portal/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (req.url === '/realms/portal/protocol/openid-connect/certs') {
      jwksRequests++;
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/portal`;
  const config = loadConfig({ NODE_ENV: 'test', OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'portal-web', OIDC_AUDIENCE: 'portal-api' });
  const log = Fastify({ logger: false }).log;
  identity = await createIdentity({
    config,
    database: {} as Database, // never touched in external mode
    log,
    mailer: { send: async () => {} },
  });
});

afterAll(async () => {
  await identity?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

function token(claims: Record<string, unknown>, opts: { iss?: string; aud?: string; exp?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setIssuer(opts.iss ?? issuer)
    .setAudience(opts.aud ?? 'portal-api')
    .setSubject('kc-user-1')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(privateKey);
}

describe('external issuer', () => {
  it('accepts its tokens for our audience, with no session check', async () => {
    const verified = await identity.verify(await token({ email: 'kc@test.local', sid: 'keycloak-session' }));
    expect(verified).toMatchObject({ sub: 'kc-user-1', email: 'kc@test.local', sid: 'keycloak-session' });
  });

  it('refuses another audience, another issuer and expired tokens', async () => {
    expect(await identity.verify(await token({}, { aud: 'account' }))).toBeNull();
    expect(await identity.verify(await token({}, { iss: 'http://127.0.0.1:1/realms/other' }))).toBeNull();
    expect(await identity.verify(await token({}, { exp: '-1m' }))).toBeNull();
  });

  it('fetches the key set once and keeps it', async () => {
    const before = jwksRequests;
    for (let i = 0; i < 5; i++) expect(await identity.verify(await token({}))).not.toBeNull();
    expect(jwksRequests - before).toBe(0);
  });

  it('mounts nothing: no /oidc, no sign-in pages', async () => {
    const app = Fastify({ logger: false });
    await identity.register(app);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/esqueci-senha' })).statusCode).toBe(404);
    await app.close();
  });
});
