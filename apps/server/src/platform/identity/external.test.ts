import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../db/connection.js';
import { createIdentity, type Identity } from './index.js';
import { startExternalIssuer, type ExternalIssuer } from './testing.js';

/**
 * External issuer (Keycloak) mode against a real HTTP peer that plays the issuer: discovery
 * document + JWKS. No database: this mode keeps no state.
 */
let kc: ExternalIssuer;
let identity: Identity;

beforeAll(async () => {
  kc = await startExternalIssuer();
  const config = loadConfig({ NODE_ENV: 'test', ...kc.env });
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
  await kc?.close();
});

describe('external issuer', () => {
  it('accepts its tokens for our audience, with no session check', async () => {
    const verified = await identity.verify(await kc.sign({ email: 'kc@test.local', sid: 'keycloak-session' }));
    expect(verified).toMatchObject({ sub: 'kc-user-1', email: 'kc@test.local', sid: 'keycloak-session' });
  });

  it('refuses another audience, another issuer and expired tokens', async () => {
    expect(await identity.verify(await kc.sign({}, { aud: 'account' }))).toBeNull();
    expect(await identity.verify(await kc.sign({}, { iss: 'http://127.0.0.1:1/realms/other' }))).toBeNull();
    expect(await identity.verify(await kc.sign({}, { exp: '-1m' }))).toBeNull();
  });

  it('fetches the key set once and keeps it', async () => {
    const before = kc.jwksRequests;
    for (let i = 0; i < 5; i++) expect(await identity.verify(await kc.sign({}))).not.toBeNull();
    expect(kc.jwksRequests - before).toBe(0);
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
