import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../db/connection.js';
import { createMailer } from '../mail/index.js';
import { createIdentity, hashPassword, type Identity } from './index.js';
import {
  beginSignIn,
  buildIdentityTestApp,
  refreshForTest,
  signInForTest,
  signOutForTest,
  type IdentityTestApp,
} from './testing.js';

const PASSWORD = 'Senha-forte-123';

/** The identity alone on a fresh database: these tests do not depend on the other areas. */
let t: IdentityTestApp & { database: Database & { drop(): Promise<void> } };
/** A second instance on the same database: the API side of another process. */
let identity: Identity;
let ipCounter = 0;
/** A fresh client address per test, so the per-address throttle of one test never leaks into another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

async function createUser(email: string, opts: { active?: boolean; password?: string } = {}): Promise<number> {
  const hash = await hashPassword(opts.password ?? PASSWORD);
  const res = await t.database.db.execute<{ id: number }>(
    sql`insert into usuarios (nome, email, tipo, password_hash, active)
        values (${`User ${email}`}, ${email}, 'MONTADORA', ${hash}, ${opts.active ?? true}) returning id`,
  );
  return res.rows[0]!.id;
}

async function failuresFor(email: string): Promise<number> {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from login_failures where email = ${email.toLowerCase()}`,
  );
  return res.rows[0]!.n;
}

beforeAll(async () => {
  const database = await createTestDatabase();
  t = { ...(await buildIdentityTestApp(database, { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '4' })), database };
  const log = t.app.log;
  identity = await createIdentity({
    config: t.config,
    database,
    log,
    mailer: createMailer({ config: t.config, database, log }),
  });
});

afterAll(async () => {
  await identity?.close();
  await t?.close();
  await t?.database.drop();
});

describe('authorization code flow with PKCE', () => {
  it('gives an RS256 JWT for the API audience, with the session id, that verify() accepts', async () => {
    const id = await createUser('flow@test.local');
    const tokens = await signInForTest(t.app, { email: 'flow@test.local', password: PASSWORD, remoteAddress: freshIp() });

    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.aud).toBe(t.config.audience);
    expect(claims.iss).toBe(t.config.issuer);
    expect(claims.sub).toBe(String(id));
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(t.config.ACCESS_TOKEN_TTL);

    const verified = await identity.verify(tokens.accessToken);
    expect(verified).toMatchObject({ sub: String(id), sid: claims.sid, exp: claims.exp });

    const idClaims = decodeJwt(tokens.idToken);
    expect(idClaims).toMatchObject({ sub: String(id), email: 'flow@test.local', name: 'User flow@test.local', locale: 'pt-BR' });

    const row = await t.database.db.execute<{ recent: boolean }>(
      sql`select ultimo_acesso > now() - interval '1 minute' as recent from usuarios where id = ${id}`,
    );
    expect(row.rows[0]!.recent).toBe(true);
  });

  it('refuses tokens that are not our access tokens', async () => {
    await createUser('other-token@test.local');
    const tokens = await signInForTest(t.app, { email: 'other-token@test.local', password: PASSWORD, remoteAddress: freshIp() });
    // The ID token is signed by the same key but is not an access token for the API.
    expect(await identity.verify(tokens.idToken)).toBeNull();
    expect(await identity.verify('not-a-jwt')).toBeNull();
    // The genuine token passes, so the refusal below is the forged subject's doing.
    expect(await identity.verify(tokens.accessToken)).not.toBeNull();
    const [h, , s] = tokens.accessToken.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(tokens.accessToken), sub: '1' })).toString('base64url')}.${s}`;
    expect(decodeJwt(forged).sub).toBe('1');
    expect(decodeJwt(tokens.accessToken).sub).not.toBe('1');
    expect(await identity.verify(forged)).toBeNull();
  });

  it('stores the provider state in PostgreSQL, not in memory', async () => {
    const res = await t.database.db.execute<{ model: string }>(sql`select distinct model from oidc_payloads`);
    expect(res.rows.map((r) => r.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    const secrets = await t.database.db.execute<{ nome: string }>(sql`select nome from app_secrets order by nome`);
    expect(secrets.rows.map((r) => r.nome)).toEqual(expect.arrayContaining(['oidc_cookie_keys', 'oidc_signing_jwks']));
  });
});

describe('silent renew', () => {
  it('with the session cookie and prompt=none, answers with a code and no page', async () => {
    await createUser('silent@test.local');
    const tokens = await signInForTest(t.app, { email: 'silent@test.local', password: PASSWORD, remoteAddress: freshIp() });
    const query = new URLSearchParams({
      client_id: t.config.clientId,
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/auth/silent-renew`,
      scope: 'openid profile email offline_access',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      prompt: 'none',
      state: 'st',
    });
    const res = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { cookie: tokens.cookies.header() } });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe(`${t.config.publicUrl}/auth/silent-renew`);
    expect(location.searchParams.get('code')).toBeTruthy();

    // Without a session it reports login_required instead of showing the sign-in page.
    const anonymous = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    expect(String(anonymous.headers.location)).toContain('error=login_required');
  });
});

describe('sign-in refusals', () => {
  it('refuses a wrong password with the generic message and counts the failure', async () => {
    await createUser('wrong@test.local');
    const pending = await beginSignIn(t.app, { remoteAddress: freshIp() });
    const res = await pending.submit('wrong@test.local', 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('E-mail ou senha inválidos.');
    expect(await failuresFor('wrong@test.local')).toBe(1);
  });

  it('gives an unknown e-mail exactly the same answer', async () => {
    const pending = await beginSignIn(t.app, { remoteAddress: freshIp() });
    const res = await pending.submit('nobody@test.local', 'whatever-password');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('E-mail ou senha inválidos.');
    expect(await failuresFor('nobody@test.local')).toBe(1);
  });

  it('refuses an inactive user even with the right password', async () => {
    await createUser('inactive@test.local', { active: false });
    const pending = await beginSignIn(t.app, { remoteAddress: freshIp() });
    const res = await pending.submit('inactive@test.local', PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBeUndefined();
  });

  it('after LOGIN_MAX_FAILURES failures for an e-mail, answers 429 without checking the password', async () => {
    await createUser('limited@test.local');
    const pending = await beginSignIn(t.app, { remoteAddress: freshIp() });
    for (let i = 0; i < 3; i++) {
      expect((await pending.submit('limited@test.local', `wrong-${i}`)).statusCode).toBe(401);
    }
    // The right password now: were it checked, the sign-in would succeed.
    const blocked = await pending.submit('limited@test.local', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Muitas tentativas de acesso');
    expect(blocked.headers['retry-after']).toBe(String(t.config.LOGIN_FAILURE_WINDOW_S));
    expect(await failuresFor('limited@test.local')).toBe(3);

    // Another address does not help: the e-mail is blocked.
    const elsewhere = await beginSignIn(t.app, { remoteAddress: freshIp() });
    expect((await elsewhere.submit('limited@test.local', PASSWORD)).statusCode).toBe(429);
  });

  it('checks at most LOGIN_MAX_FAILURES passwords of 15 simultaneous wrong ones for one e-mail', async () => {
    await createUser('race@test.local');
    const pending = await beginSignIn(t.app, { remoteAddress: freshIp() });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => pending.submit('race@test.local', `wrong-${i}`)));
    const codes = answers.map((a) => a.statusCode);
    // 401 = the password was checked against the hash; 429 = refused before any check.
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(12);
    expect(answers.find((a) => a.statusCode === 429)?.body).toContain('Muitas tentativas de acesso');
    expect(await failuresFor('race@test.local')).toBe(3);
  });

  it('checks at most LOGIN_MAX_FAILURES_PER_ADDRESS of 15 simultaneous guesses from one address', async () => {
    const pending = await beginSignIn(t.app, { remoteAddress: freshIp() });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => pending.submit(`race-${i}@test.local`, 'guess')));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(11);
  });

  it('limits an address that tries many e-mails', async () => {
    const ip = freshIp();
    const pending = await beginSignIn(t.app, { remoteAddress: ip });
    // The per-address limit (4 here) is its own, higher than the per-e-mail one (3).
    for (let i = 0; i < 4; i++) {
      expect((await pending.submit(`spray-${i}@test.local`, 'guess')).statusCode).toBe(401);
    }
    await createUser('victim@test.local');
    expect((await pending.submit('victim@test.local', PASSWORD)).statusCode).toBe(429);
  });

  it('forgets old failures outside the window and a success clears the e-mail count', async () => {
    await createUser('window@test.local');
    const ip = freshIp();
    await t.database.db.execute(
      sql`insert into login_failures (email, ip, em)
          select 'window@test.local', ${ip}, now() - make_interval(secs => ${t.config.LOGIN_FAILURE_WINDOW_S + 60})
          from generate_series(1, 5)`,
    );
    const pending = await beginSignIn(t.app, { remoteAddress: ip });
    expect((await pending.submit('window@test.local', 'wrong')).statusCode).toBe(401);
    const ok = await pending.submit('window@test.local', PASSWORD);
    expect(ok.statusCode).toBe(303);
    expect(await failuresFor('window@test.local')).toBe(0);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new one works, the old one is refused afterwards', async () => {
    await createUser('refresh@test.local');
    const tokens = await signInForTest(t.app, { email: 'refresh@test.local', password: PASSWORD, remoteAddress: freshIp() });

    const first = await refreshForTest(t.app, tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { access_token: string; refresh_token: string };
    expect(body.refresh_token).not.toBe(tokens.refreshToken);
    expect(decodeJwt(body.access_token).aud).toBe(t.config.audience);
    expect(await identity.verify(body.access_token)).not.toBeNull();

    const replay = await refreshForTest(t.app, tokens.refreshToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    // Reuse of a rotated token revokes the whole grant (it may have been stolen).
    expect((await refreshForTest(t.app, body.refresh_token)).statusCode).toBe(400);
  });

  it('stop working for a user made inactive', async () => {
    const id = await createUser('deactivated@test.local');
    const tokens = await signInForTest(t.app, { email: 'deactivated@test.local', password: PASSWORD, remoteAddress: freshIp() });
    await t.database.db.execute(sql`update usuarios set active = false where id = ${id}`);
    expect((await refreshForTest(t.app, tokens.refreshToken)).statusCode).toBe(400);
  });
});

describe('sign-out', () => {
  it('ends the session: the old access token is refused and the refresh token fails', async () => {
    await createUser('logout@test.local');
    const tokens = await signInForTest(t.app, { email: 'logout@test.local', password: PASSWORD, remoteAddress: freshIp() });
    expect(await identity.verify(tokens.accessToken)).not.toBeNull();

    const done = await signOutForTest(t.app, tokens);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${t.config.publicUrl}/`);

    expect(await identity.verify(tokens.accessToken)).toBeNull();
    const refresh = await refreshForTest(t.app, tokens.refreshToken);
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('shows a localized confirmation page that confirms itself for the portal, scripts from files only', async () => {
    await createUser('logout-page@test.local');
    const tokens = await signInForTest(t.app, {
      email: 'logout-page@test.local',
      password: PASSWORD,
      remoteAddress: freshIp(),
    });
    const query = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${t.config.publicUrl}/`,
      ui_locales: 'es',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/oidc/session/end?${query}`,
      headers: { cookie: tokens.cookies.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Sí, cerrar sesión');
    expect(page.body).toContain('data-auto-logout="yes"');
    expect(page.body).toContain('<script src="/identity/logout.js" defer></script>');
    expect(page.body).not.toMatch(/<script>|<style|style=/);

    // Without the hint (a bare link), the user is asked.
    const asked = await t.app.inject({ method: 'GET', url: '/oidc/session/end', headers: { cookie: tokens.cookies.header() } });
    expect(asked.body).toContain('data-auto-logout="no"');
  });
});

describe('sign-in page', () => {
  it('is pt-BR by default, with labels, a language switcher and the forgot-password link', async () => {
    const { loginPage, loginPath } = await beginSignIn(t.app, { remoteAddress: freshIp() });
    expect(loginPage.statusCode).toBe(200);
    expect(loginPage.headers['content-type']).toContain('text/html');
    expect(loginPage.headers['content-security-policy']).toContain("default-src 'self'");
    const html = loginPage.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Senha</label>');
    expect(html).toContain('<a href="/esqueci-senha">Esqueci minha senha</a>');
    expect(html).toContain(`href="${loginPath}?lang=en"`);
    expect(html).toContain('<link rel="stylesheet" href="/identity/identity.css">');
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('follows Accept-Language (es) and ui_locales, and the switcher (en) wins over both', async () => {
    const es = await beginSignIn(t.app, { remoteAddress: freshIp(), acceptLanguage: 'es-AR,es;q=0.9,en;q=0.5' });
    expect(es.loginPage.body).toContain('<html lang="es">');
    expect(es.loginPage.body).toContain('Contraseña');
    expect(es.loginPage.body).toContain('<a href="/olvide-contrasena">Olvidé mi contraseña</a>');

    const en = await t.app.inject({
      method: 'GET',
      url: `${es.loginPath}?lang=en`,
      headers: { cookie: es.jar.header(), 'accept-language': 'es' },
    });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<label for="password">Password</label>');
    expect(en.body).toContain('<a href="/forgot-password">Forgot my password</a>');

    // The error page after a wrong password stays in the language the form was shown in.
    const wrong = await t.app.inject({
      method: 'POST',
      url: es.loginPath,
      headers: { cookie: es.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=x%40test.local&password=bad&lang=en',
      remoteAddress: freshIp(),
    });
    expect(wrong.body).toContain('Invalid e-mail or password.');
  });

  it('answers an unknown or expired sign-in request with a page, not a crash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/interaction/unknown-uid' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('O pedido de acesso expirou');
  });

  it('refuses a sign-in post without the browser interaction cookie (cross-site post)', async () => {
    await createUser('csrf@test.local');
    const { loginPath } = await beginSignIn(t.app, { remoteAddress: freshIp() });
    const res = await t.app.inject({
      method: 'POST',
      url: loginPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=csrf%40test.local&password=${encodeURIComponent(PASSWORD)}`,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('serves its style sheet and sign-out script as files', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/identity/identity.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const js = await t.app.inject({ method: 'GET', url: '/identity/logout.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('op.logoutForm');
  });
});

describe('user-info endpoint (spec 01 §7)', () => {
  const userinfo = (token: string) =>
    t.app.inject({ method: 'GET', url: '/oidc/me', headers: { authorization: `Bearer ${token}` } });

  it("answers the user's claims to an access token asked without the API resource, which the API refuses", async () => {
    const id = await createUser('userinfo@test.local');
    const tokens = await signInForTest(t.app, {
      email: 'userinfo@test.local',
      password: PASSWORD,
      remoteAddress: freshIp(),
      resource: null,
    });
    // Opaque, not a JWT: nothing for the API to verify.
    expect(tokens.accessToken.split('.')).toHaveLength(1);
    expect(await identity.verify(tokens.accessToken)).toBeNull();

    const res = await userinfo(tokens.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sub: String(id), email: 'userinfo@test.local', name: 'User userinfo@test.local', locale: 'pt-BR' });

    // A refresh keeps it a user-info token.
    const refreshed = await refreshForTest(t.app, tokens.refreshToken);
    const next = (refreshed.json() as { access_token: string }).access_token;
    expect(next.split('.')).toHaveLength(1);
    expect((await userinfo(next)).json()).toMatchObject({ sub: String(id) });

    // Bound to the sign-in session like the API's tokens: a sign-out ends it.
    expect((await signOutForTest(t.app, tokens)).statusCode).toBe(303);
    expect((await userinfo(next)).statusCode).toBe(401);
  });

  it("refuses the API's JWT access tokens: their audience is the API's alone", async () => {
    await createUser('userinfo-api@test.local');
    const tokens = await signInForTest(t.app, { email: 'userinfo-api@test.local', password: PASSWORD, remoteAddress: freshIp() });
    expect(decodeJwt(tokens.accessToken).aud).toBe(t.config.audience);
    const res = await userinfo(tokens.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('public origin (PUBLIC_URL), whatever the client sends', () => {
  /** What an attacker (or a misconfigured proxy) puts in front of a request. */
  const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const untrusted = '203.0.113.7';

  it('builds the discovery document from PUBLIC_URL and lets caches keep it only briefly', async () => {
    for (const remoteAddress of [untrusted, '127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: evil, remoteAddress });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as Record<string, unknown>;
      expect(doc.issuer).toBe(t.config.issuer);
      const urls = Object.entries(doc).filter(([k]) => k.endsWith('_endpoint') || k === 'jwks_uri');
      expect(urls.length).toBeGreaterThanOrEqual(5);
      for (const [k, v] of urls) expect(String(v), k).toMatch(new RegExp(`^${t.config.issuer}/`));
      expect(res.body).not.toContain('evil.example');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('sends the browser to the sign-in page and posts the sign-out form at PUBLIC_URL', async () => {
    await createUser('origin@test.local');
    const tokens = await signInForTest(t.app, { email: 'origin@test.local', password: PASSWORD, remoteAddress: freshIp() });
    const query = new URLSearchParams({
      client_id: t.config.clientId,
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/auth/callback`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const authorize = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: evil, remoteAddress: untrusted });
    expect(String(authorize.headers.location)).toMatch(new RegExp(`^${t.config.issuer}/interaction/`));

    const logout = await t.app.inject({
      method: 'GET',
      url: '/oidc/session/end',
      headers: { ...evil, cookie: tokens.cookies.header() },
      remoteAddress: untrusted,
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toContain(`action="${t.config.issuer}/session/end/confirm"`);
    expect(logout.body).not.toContain('evil.example');
  });

  it("sets the cookies' Secure flag from PUBLIC_URL's scheme, not from X-Forwarded-Proto", async () => {
    const cookiesOf = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);
    const query = new URLSearchParams({
      client_id: t.config.clientId,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const http = await t.app.inject({
      method: 'GET',
      url: `/oidc/auth?${query}&redirect_uri=${encodeURIComponent(`${t.config.publicUrl}/auth/callback`)}`,
      headers: evil,
    });
    expect(cookiesOf(http).length).toBeGreaterThan(0);
    for (const c of cookiesOf(http)) expect(c.toLowerCase()).not.toContain('secure');

    const https = await buildIdentityTestApp(t.database, { PUBLIC_URL: 'https://portal.example' });
    try {
      const res = await https.app.inject({
        method: 'GET',
        url: `/oidc/auth?${query}&redirect_uri=${encodeURIComponent('https://portal.example/auth/callback')}`,
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
        remoteAddress: untrusted,
      });
      expect(String(res.headers.location)).toMatch(/^https:\/\/portal\.example\/oidc\/interaction\//);
      expect(cookiesOf(res).length).toBeGreaterThan(0);
      for (const c of cookiesOf(res)) expect(c.toLowerCase()).toContain('; secure');
    } finally {
      await https.close();
    }
  });
});

describe('mounting', () => {
  it('serves discovery at the issuer with the endpoints under /oidc', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Record<string, unknown>;
    expect(doc.issuer).toBe(t.config.issuer);
    expect(String(doc.token_endpoint)).toMatch(/\/oidc\/token$/);
    expect(String(doc.end_session_endpoint)).toMatch(/\/oidc\/session\/end$/);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'name', 'locale']));
    expect(doc.userinfo_endpoint).toBe(`${t.config.issuer}/me`);
  });

  it('requires PKCE', async () => {
    const query = new URLSearchParams({
      client_id: t.config.clientId,
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/auth/callback`,
      scope: 'openid',
    });
    const res = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('error=invalid_request');
  });

  it('lets the token endpoint read its own form body (Fastify does not consume it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=authorization_code&code=nope&client_id=${t.config.clientId}&code_verifier=${'a'.repeat(43)}&redirect_uri=x`,
    });
    // invalid_grant means the provider parsed grant_type, client_id and code from the body.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('keys survive a restart: a new instance verifies tokens signed before it started', async () => {
    await createUser('restart@test.local');
    const tokens = await signInForTest(t.app, { email: 'restart@test.local', password: PASSWORD, remoteAddress: freshIp() });
    const log = t.app.log;
    const fresh = await createIdentity({
      config: t.config,
      database: t.database,
      log,
      mailer: createMailer({ config: t.config, database: t.database, log }),
    });
    try {
      expect(await fresh.verify(tokens.accessToken)).toMatchObject({ sub: decodeJwt(tokens.accessToken).sub });
    } finally {
      await fresh.close();
    }
  });

  it('has no development interactions', async () => {
    const pending = await beginSignIn(t.app, { remoteAddress: freshIp() });
    expect(pending.loginPath).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(pending.loginPage.body).not.toContain('devInteractions');
  });
});
