import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { apiResourceIndicator } from '@portal/domain';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import { claimsOf, findActiveUserBySubject } from './accounts.js';
import { postgresAdapter } from './adapter.js';
import { pickIdioma } from './locale.js';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './pages/logout.js';
import type { SessionsEnded } from './sessions-ended.js';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Lifetimes. The access token is short (ACCESS_TOKEN_TTL, 5 min by default) because the web keeps
 * it in localStorage. The sign-in session lives 14 days at most; every refresh token and access
 * token is bound to it (expiresWithSession), so signing out ends them all. A refresh token is
 * rotated on every use and each new one lives 8 hours ("idle" limit: a portal left unused for a
 * working day needs the session again), never past 14 days after the first sign-in (absolute).
 */
export const LIFETIMES = {
  session: 14 * DAY,
  refreshIdle: 8 * HOUR,
  refreshAbsolute: 14 * DAY,
  /** The spec's "login state kept 1 hour". */
  interaction: HOUR,
  authorizationCode: 60,
  idToken: HOUR,
} as const;

/** Lifetime of the discovery document in caches: a changed PUBLIC_URL is seen within minutes. */
const DISCOVERY_MAX_AGE_S = 300;

/** Where the provider is mounted inside Fastify: the issuer's path (`/oidc`). */
export function mountPathOf(config: Config): string {
  return new URL(config.issuer).pathname.replace(/\/$/, '');
}

/**
 * The resource indicator of the API (packages/domain: the web computes the same from its origin).
 * The token's `aud` is config.audience whatever the indicator (OIDC_AUDIENCE may be a plain name).
 */
export function apiResourceOf(config: Config): string {
  return apiResourceIndicator(config.publicUrl);
}

/** Language of a page rendered by oidc-provider: the request's ui_locales, else the browser's. */
function idiomaOf(ctx: KoaContextWithOIDC) {
  let uiLocales: unknown;
  try {
    uiLocales = ctx.oidc?.params?.ui_locales;
  } catch {
    uiLocales = undefined;
  }
  return pickIdioma({ uiLocales, acceptLanguage: ctx.get('accept-language') });
}

export interface ProviderDeps {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  signingKeys: { keys: JWK[] };
  cookieKeys: string[];
  /** Told when a session is destroyed (sign-out). */
  sessionsEnded?: Pick<SessionsEnded, 'notify'>;
}

/** The embedded OpenID provider, configured for the portal's one public web client. */
export function createProvider(deps: ProviderDeps): Provider {
  const { config, database, log } = deps;
  const resource = apiResourceOf(config);
  const portalUrl = `${config.publicUrl}/`;
  const client = {
    client_id: config.clientId,
    client_name: 'Portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${config.publicUrl}/auth/callback`, `${config.publicUrl}/auth/silent-renew`],
    post_logout_redirect_uris: [portalUrl],
  } satisfies ClientMetadata;
  const webOrigins = new Set(client.redirect_uris.map((u) => new URL(u).origin));

  const configuration: Configuration = {
    adapter: postgresAdapter(database.pool, deps.sessionsEnded),
    jwks: deps.signingKeys as Configuration['jwks'],
    cookies: {
      keys: deps.cookieKeys,
      names: { session: 'portal_oidc_session', interaction: 'portal_oidc_interaction', resume: 'portal_oidc_resume' },
    },
    clients: [client],
    // The portal's own web app is the only client: it may call the token endpoint cross-origin
    // only from its own origin (matters in development, where Vite serves it on another port).
    clientBasedCORS: (_ctx, origin) => webOrigins.has(origin),
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'locale'], email: ['email'] },
    discovery: { ui_locales_supported: ['pt-BR', 'es', 'en'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Spec 01 §7 lists user-info among the sign-in endpoints (other products of the network
      // sign in through the portal). It takes only opaque access tokens without audience: those
      // issued when the authorization request named no resource. The portal's web names the API
      // (resource=apiResourceIndicator), so its tokens stay JWTs for the API audience, which
      // userinfo refuses, and the API refuses the opaque ones (verify() wants its audience).
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // No default: a token is for the API only when the client asked for the API.
        defaultResource: () => undefined,
        // The code exchange and every refresh keep the resource of the authorization request.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          // No OAuth scopes on the API: what a user may do comes from the portal's own features.
          return {
            scope: '',
            audience: config.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // Confirm by itself when the portal sent an ID token of this very account: the user
          // already chose "sign out" in the portal; a bare link elsewhere still asks.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const auto = !!hint && hint.payload?.sub === ctx.oidc.session?.accountId;
          ctx.type = 'html';
          ctx.body = renderLogoutPage(idiomaOf(ctx), form, auto, portalUrl);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage(idiomaOf(ctx), portalUrl);
        },
      },
    },
    // sid = the provider's session uid, which the API looks up on every request (verify()).
    extraTokenClaims: (_ctx, token) => {
      const sessionUid = (token as { sessionUid?: string }).sessionUid;
      return sessionUid ? { sid: sessionUid } : undefined;
    },
    // Bind every code, refresh token and access token to the session even with offline_access:
    // the spec wants a logout to end API access, and the web refreshes only while signed in.
    expiresWithSession: () => true,
    issueRefreshToken: (_ctx, c) => c.clientId === config.clientId && c.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    loadExistingGrant: async (ctx) => {
      // First-party client: no consent screen. Whatever it asks of our scopes is granted, and the
      // grant is extended when a later request asks for more (silent renew with prompt=none).
      const { client: c, session, provider } = ctx.oidc;
      if (!c || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(c.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === session.accountId
          ? existing
          : new provider.Grant({ clientId: c.clientId, accountId: session.accountId });
      const scopes = [...ctx.oidc.requestParamOIDCScopes].join(' ');
      if (scopes) grant.addOIDCScope(scopes);
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = await findActiveUserBySubject(database, sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => claimsOf(user) };
    },
    interactions: { url: (_ctx, interaction) => `${config.issuer}/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(idiomaOf(ctx), out.error, portalUrl);
    },
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL,
      AuthorizationCode: LIFETIMES.authorizationCode,
      IdToken: LIFETIMES.idToken,
      Interaction: LIFETIMES.interaction,
      Session: LIFETIMES.session,
      Grant: LIFETIMES.session,
      RefreshToken: (_ctx, token) =>
        Math.max(1, Math.min(LIFETIMES.refreshIdle, LIFETIMES.refreshAbsolute - token.totalLifetime())),
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // URLs and the cookies' Secure flag follow X-Forwarded-Host/Proto, which mount.ts always sets
  // from PUBLIC_URL (never the client's), so they are the public origin's whatever was sent.
  provider.proxy = true;
  // The discovery document depends on the configuration only: shared caches may keep it a while.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'discovery') ctx.set('cache-control', `public, max-age=${DISCOVERY_MAX_AGE_S}`);
  });

  provider.on('server_error', (_ctx, err) => log.error({ err }, 'oidc provider error'));
  // Koa's own error event (outside oidc-provider's handler); without a listener Koa prints to stderr.
  (provider as unknown as NodeJS.EventEmitter).on('error', (err: Error) => log.error({ err }, 'oidc provider error'));
  // Refused requests (bad parameters, expired codes, reused refresh tokens): worth a line each.
  const refused = (event: string) => (_ctx: unknown, err: Error) =>
    log.info({ err: { name: err.name, message: err.message } }, event);
  provider.on('authorization.error', refused('authorization.error'));
  provider.on('grant.error', refused('grant.error'));
  provider.on('end_session.error', refused('end_session.error'));
  provider.on('revocation.error', refused('revocation.error'));
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) =>
    log.info({ accountId: ctx.oidc.session?.accountId }, 'signed out'),
  );
  return provider;
}
