import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { signInForTest, signOutForTest } from './testing.js';

/**
 * The identity inside the whole app (app.ts): security headers, rate limiter and the API share
 * the instance with /oidc. A sign-out anywhere must cut API access at once (DESIGN.md).
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const ME = '{ usuarioLogado { id } }';

describe('identity in the app', () => {
  it('signs in through /oidc, the API accepts the token, and refuses it right after sign-out', async () => {
    const tokens = await signInForTest(t.app, { email: DEMO_USERS.admin, password: DEMO_PASSWORD });
    const before = await gql<{ usuarioLogado: { id: string } }>(t.app, ME, { token: tokens.accessToken });
    expect(before.errors).toBeUndefined();
    expect(before.data?.usuarioLogado.id).toBe(decodeJwt(tokens.accessToken).sub);

    expect((await signOutForTest(t.app, tokens)).statusCode).toBe(303);

    const after = await gql(t.app, ME, { token: tokens.accessToken });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives a token asked without the API resource to the user-info endpoint only, never to the API', async () => {
    const tokens = await signInForTest(t.app, { email: DEMO_USERS.admin, password: DEMO_PASSWORD, resource: null });
    const me = await t.app.inject({ method: 'GET', url: '/oidc/me', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: DEMO_USERS.admin });

    const api = await gql(t.app, ME, { token: tokens.accessToken });
    expect(api.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves the password-reset pages of the route table', async () => {
    for (const path of ['/esqueci-senha', '/forgot-password', '/olvide-contrasena']) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });
});
