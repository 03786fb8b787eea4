import type { Idioma } from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { field, sendHtml } from './http.js';
import {
  RESET_PATHS,
  renderInvalidTokenPage,
  renderNewPasswordPage,
  renderResetDonePage,
  renderResetRequestPage,
} from './pages/reset.js';
import { newPasswordProblem } from './password-policy.js';
import type { PasswordReset } from './password-reset.js';

const looksLikeEmail = (v: string) => v.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(v);

/**
 * The public password-reset pages, one path per language (spec 01 §2), no portal header.
 *
 * CSRF: there is no session to abuse here. The request form only ever sends a link to the
 * account's own mailbox (and at most 5 an hour), and the new-password form is authorised by the
 * secret token it carries, which a cross-site attacker cannot know: that token is the form's
 * CSRF token by construction.
 */
export function registerResetRoutes(app: FastifyInstance, deps: { config: Config; reset: PasswordReset }): void {
  const portalUrl = `${deps.config.publicUrl}/`;
  const { reset } = deps;

  // The token travels in the URL of these pages: keep it out of Referer headers.
  const send = (reply: FastifyReply, status: number, html: string) =>
    sendHtml(reply.header('referrer-policy', 'no-referrer'), status, html);

  for (const [idioma, path] of Object.entries(RESET_PATHS) as [Idioma, string][]) {
    app.get<{ Querystring: { token?: string } }>(path, async (request, reply) => {
      const token = request.query.token;
      if (token === undefined) return send(reply, 200, renderResetRequestPage(idioma, { portalUrl }));
      if (!(await reset.isUsable(token))) return send(reply, 400, renderInvalidTokenPage(idioma));
      return send(reply, 200, renderNewPasswordPage(idioma, { token }));
    });

    app.post(path, { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const token = field(request.body, 'token');
      if (token === undefined) {
        const email = (field(request.body, 'email') ?? '').trim();
        if (!looksLikeEmail(email)) {
          return send(reply, 400, renderResetRequestPage(idioma, { portalUrl, email, invalidEmail: true }));
        }
        await reset.request(email);
        return send(reply, 200, renderResetRequestPage(idioma, { portalUrl, sent: true }));
      }
      if (!(await reset.isUsable(token))) return send(reply, 400, renderInvalidTokenPage(idioma));
      const password = field(request.body, 'password') ?? '';
      const confirmation = field(request.body, 'confirmation') ?? '';
      const problem = newPasswordProblem(password);
      if (problem) return send(reply, 400, renderNewPasswordPage(idioma, { token, error: problem }));
      if (password !== confirmation) {
        return send(reply, 400, renderNewPasswordPage(idioma, { token, error: 'mismatch' }));
      }
      if (!(await reset.reset(token, password))) return send(reply, 400, renderInvalidTokenPage(idioma));
      return send(reply, 200, renderResetDonePage(idioma, portalUrl));
    });
  }
}
