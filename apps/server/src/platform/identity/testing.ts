import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiResourceIndicator } from '@portal/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { loadConfig, type Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import { registerSecurityHeaders } from '../http/security.js';
import { createMailer } from '../mail/mailer.js';
import { createIdentity } from './index.js';
import type { Identity } from './types.js';

/**
 * Test helpers that drive the embedded provider's REAL flow through app.inject: authorization
 * request with PKCE, our sign-in page, the credentials post, the redirects, the code exchange.
 * Tokens obtained here are signed by the provider's own keys and pass the same verify() as in
 * production. Nothing is mocked.
 */

export interface TestTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** The browser's cookies after sign-in (the provider session), for sign-out tests. */
  cookies: CookieJar;
}

/** Just enough of a browser cookie store for app.inject: name -> value, deletions honoured. */
export class CookieJar {
  private readonly values = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        return k.toLowerCase() === 'expires' && new Date(v).getTime() <= Date.now();
      });
      if (!value || expired) this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  has(name: string): boolean {
    return this.values.has(name);
  }
}

export interface SignInOptions {
  email: string;
  password: string;
  /** Client address of every request (the sign-in throttle counts per address). */
  remoteAddress?: string;
  /** Language of the browser. */
  acceptLanguage?: string;
  clientId?: string;
  /**
   * Resource indicator of the authorization request: the API's by default, as the web asks;
   * null for none (an opaque access token for the user-info endpoint, as another product gets).
   */
  resource?: string | null;
}

/** The path and query of a Location header (absolute or relative). */
function locationOf(response: LightMyRequestResponse): string {
  const location = response.headers.location;
  if (typeof location !== 'string') {
    throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
}

/** An authorization request started in a fresh "browser", up to the sign-in page. */
export interface PendingSignIn {
  jar: CookieJar;
  /** Our sign-in page (the provider's interaction URL). */
  loginPath: string;
  loginPage: LightMyRequestResponse;
  /** Posts the sign-in form as a browser would. */
  submit(email: string, password: string): Promise<LightMyRequestResponse>;
  /** After a successful submit: follows the redirects and exchanges the code. */
  complete(submitted: LightMyRequestResponse): Promise<TestTokens>;
}

/** Starts the code flow with PKCE and opens the sign-in page. */
export async function beginSignIn(
  app: FastifyInstance,
  opts: Omit<SignInOptions, 'email' | 'password'> = {},
): Promise<PendingSignIn> {
  const jar = new CookieJar();
  const remoteAddress = opts.remoteAddress ?? '127.0.0.1';
  const headers = () => ({
    cookie: jar.header(),
    ...(opts.acceptLanguage ? { 'accept-language': opts.acceptLanguage } : {}),
  });
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: headers(), remoteAddress });
    jar.store(res);
    return res;
  };

  const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
  const issuer = (discovery.json() as { issuer: string }).issuer;
  const publicUrl = issuer.replace(/\/oidc$/, '');
  const clientId = opts.clientId ?? process.env.OIDC_CLIENT_ID ?? 'portal-web';
  const redirectUri = `${publicUrl}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  });
  const resource = opts.resource === undefined ? apiResourceIndicator(publicUrl) : opts.resource;
  if (resource !== null) query.set('resource', resource);

  const authorize = await get(`/oidc/auth?${query}`);
  const loginPath = locationOf(authorize).split('?')[0]!;
  const loginPage = await get(loginPath);

  return {
    jar,
    loginPath,
    loginPage,
    async submit(email, password) {
      const res = await app.inject({
        method: 'POST',
        url: loginPath,
        headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password }).toString(),
        remoteAddress,
      });
      jar.store(res);
      return res;
    },
    async complete(submitted) {
      if (submitted.statusCode !== 303) {
        throw new Error(`sign-in refused: ${submitted.statusCode} ${submitted.body.slice(0, 300)}`);
      }
      // resume (/oidc/auth/:uid) -> possibly more interaction hops -> redirect_uri?code=…
      let res = await get(locationOf(submitted));
      for (let hops = 0; hops < 5 && !String(res.headers.location ?? '').startsWith(redirectUri); hops++) {
        res = await get(locationOf(res));
      }
      const callback = new URL(String(res.headers.location));
      const code = callback.searchParams.get('code');
      if (!code || callback.searchParams.get('state') !== state) {
        throw new Error(`no authorization code: ${res.statusCode} ${res.headers.location ?? res.body.slice(0, 300)}`);
      }
      const token = await app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        }).toString(),
        remoteAddress,
      });
      if (token.statusCode !== 200) throw new Error(`token endpoint: ${token.statusCode} ${token.body}`);
      const body = token.json() as { access_token: string; refresh_token?: string; id_token?: string };
      if (!body.refresh_token || !body.id_token) throw new Error(`incomplete token response: ${token.body}`);
      return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token, cookies: jar };
    },
  };
}

/** Signs in through the real pages and returns real tokens; throws when the sign-in fails. */
export async function signInForTest(app: FastifyInstance, opts: SignInOptions): Promise<TestTokens> {
  const pending = await beginSignIn(app, opts);
  return pending.complete(await pending.submit(opts.email, opts.password));
}

/** Exchanges a refresh token at the token endpoint (the raw response: tests check refusals). */
export function refreshForTest(
  app: FastifyInstance,
  refreshToken: string,
  clientId = process.env.OIDC_CLIENT_ID ?? 'portal-web',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
  });
}

/**
 * Signs out as the web does (RP-initiated logout with id_token_hint), confirming the page as the
 * browser's script would; returns the final redirect.
 */
export async function signOutForTest(app: FastifyInstance, tokens: TestTokens): Promise<LightMyRequestResponse> {
  const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
  const issuer = (discovery.json() as { issuer: string }).issuer;
  const postLogout = `${issuer.replace(/\/oidc$/, '')}/`;
  const query = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: postLogout });
  const page = await app.inject({ method: 'GET', url: `/oidc/session/end?${query}`, headers: { cookie: tokens.cookies.header() } });
  tokens.cookies.store(page);
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!action || !xsrf) throw new Error(`no logout form: ${page.statusCode} ${page.body.slice(0, 300)}`);
  const confirm = await app.inject({
    method: 'POST',
    url: new URL(action, 'http://localhost').pathname,
    headers: { cookie: tokens.cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  tokens.cookies.store(confirm);
  return confirm;
}

/** The identity part of the app alone, for the identity's own tests. */
export interface IdentityTestApp {
  app: FastifyInstance;
  config: Config;
  identity: Identity;
  close(): Promise<void>;
}

/**
 * Fastify with what app.ts puts in front of the identity (proxy trust, security headers) and the
 * identity registered, on the given database: identity tests need none of the other areas.
 */
export async function buildIdentityTestApp(database: Database, env: Record<string, string> = {}): Promise<IdentityTestApp> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', ...env });
  const app = Fastify({ logger: false, trustProxy: config.TRUST_PROXY });
  const log = app.log; // silent
  const identity = await createIdentity({ config, database, log, mailer: createMailer({ config, database, log }) });
  await registerSecurityHeaders(app, { https: false });
  await identity.register(app);
  await app.ready();
  return {
    app,
    config,
    identity,
    async close() {
      await app.close();
      await identity.close();
    },
  };
}

/**
 * A real HTTP peer playing an external issuer (OIDC_ISSUER, e.g. Keycloak): its discovery document
 * and its key set, and tokens signed with its own RS256 key, which pass the same verification as
 * production. Shared by the tests of the external mode (identity, account, super-admin).
 */
export interface ExternalIssuer {
  /** The issuer URL (…/realms/portal). */
  readonly issuer: string;
  /** The configuration that points the portal at it (OIDC_ISSUER, client, API audience). */
  readonly env: Record<'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_AUDIENCE', string>;
  /** How many times its key set was fetched. */
  readonly jwksRequests: number;
  /** An access token of its own: subject `kc-user-1`, the API's audience, 5 minutes, unless told. */
  sign(claims: Record<string, unknown>, opts?: { sub?: string; iss?: string; aud?: string; exp?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startExternalIssuer(): Promise<ExternalIssuer> {
  const pair = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let jwksRequests = 0;
  let issuer = '';
  const server = http.createServer((req, res) => {
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
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'portal-web', OIDC_AUDIENCE: 'portal-api' },
    get jwksRequests() {
      return jwksRequests;
    },
    sign: (claims, opts = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
        .setIssuer(opts.iss ?? issuer)
        .setAudience(opts.aud ?? 'portal-api')
        .setSubject(opts.sub ?? 'kc-user-1')
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? '5m')
        .sign(pair.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The external issuer's access token for a portal user by e-mail (its subject is the user's idp_subject, as the seed sets it). */
export async function externalTokenFor(issuer: ExternalIssuer, database: Database, email: string): Promise<string> {
  const res = await database.db.execute<{ sub: string }>(sql`select idp_subject as sub from usuarios where email = ${email}`);
  return issuer.sign({ email }, { sub: res.rows[0]!.sub });
}
