import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import { findUserByEmail, recordSignIn, subjectOf } from './accounts.js';
import { pickIdioma } from './locale.js';
import { renderExpiredLoginPage, renderLoginPage } from './pages/login.js';
import { RESET_PATHS } from './pages/reset.js';
import { burnVerification, verifyPassword } from './passwords.js';
import type { LoginThrottle } from './rate-limit.js';
import { field, sendHtml } from './http.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The sign-in page at the provider's interaction URL, and its form post.
 *
 * CSRF: the interaction is found through oidc-provider's signed `_interaction` cookie, which is
 * SameSite=Lax and scoped to this very path; a cross-site form post does not carry it, so a
 * forged sign-in finds no interaction and fails. The uid in the path must match the cookie's.
 */
export function registerLoginRoutes(
  app: FastifyInstance,
  deps: { config: Config; database: Database; log: FastifyBaseLogger; provider: Provider; throttle: LoginThrottle; mountPath: string },
): void {
  const { config, database, log, provider, throttle } = deps;
  const path = `${deps.mountPath}/interaction/:uid`;
  const portalUrl = `${config.publicUrl}/`;

  /** The interaction of this browser, or undefined when it expired or the cookie is missing. */
  async function interactionOf(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  }

  function idiomaOf(request: FastifyRequest, details: Interaction | undefined, lang: unknown) {
    return pickIdioma({ lang, uiLocales: details?.params.ui_locales, acceptLanguage: request.headers['accept-language'] });
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /**
   * Consent, should oidc-provider ever ask (loadExistingGrant normally grants everything up
   * front): the web is first-party, so grant what is missing without a screen.
   */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply, details: Interaction) {
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (!accountId || typeof clientId !== 'string') throw new Error('consent without a signed-in session');
    const grant = (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, { consent: { grantId } });
  }

  app.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(path, async (request, reply) => {
    const details = await interactionOf(request, reply);
    const idioma = idiomaOf(request, details, request.query.lang);
    if (!details) return sendHtml(reply, 400, renderExpiredLoginPage(idioma, portalUrl));
    if (details.prompt.name === 'consent') return grantConsent(request, reply, details);
    const action = path.replace(':uid', details.uid);
    return sendHtml(reply, 200, renderLoginPage({ idioma, action, forgotHref: RESET_PATHS[idioma] }));
  });

  app.post<{ Params: { uid: string } }>(path, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const details = await interactionOf(request, reply);
    const idioma = idiomaOf(request, details, field(request.body, 'lang'));
    if (!details) return sendHtml(reply, 400, renderExpiredLoginPage(idioma, portalUrl));
    if (details.prompt.name !== 'login') return grantConsent(request, reply, details);

    const email = (field(request.body, 'email') ?? '').trim().slice(0, 254);
    const password = (field(request.body, 'password') ?? '').slice(0, 1024);
    const action = path.replace(':uid', details.uid);
    const page = (error: 'invalid' | 'tooMany') =>
      renderLoginPage({ idioma, action, email, error, forgotHref: RESET_PATHS[idioma] });
    if (!email || !password) return sendHtml(reply, 400, page('invalid'));

    const ip = request.ip;
    // The attempt counts as a failure from here on; a success below gives the slot back.
    if (!(await throttle.reserve(email, ip))) {
      log.warn({ email, ip }, 'sign-in refused: too many failures');
      reply.header('retry-after', String(config.LOGIN_FAILURE_WINDOW_S));
      return sendHtml(reply, 429, page('tooMany'));
    }
    const user = await findUserByEmail(database, email);
    const ok =
      user?.active && user.passwordHash ? await verifyPassword(user.passwordHash, password) : await burnVerification(password);
    if (!user || !ok) {
      log.info({ email, ip, usuarioId: user?.id, active: user?.active }, 'sign-in refused: invalid credentials');
      return sendHtml(reply, 401, page('invalid'));
    }
    await Promise.all([recordSignIn(database, user.id), throttle.clear(email)]);
    log.info({ usuarioId: user.id, ip }, 'signed in');
    return finish(request, reply, { login: { accountId: subjectOf(user.id) } });
  });
}
