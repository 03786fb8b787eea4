import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, type Idioma } from '@portal/domain';
import { t } from '../../i18n/messages.js';
import type { PasswordProblem } from '../password-policy.js';
import { esc, notice, page } from './html.js';

/** The public password-reset page of each language (spec 01 §2 route table). */
export const RESET_PATHS: Record<Idioma, string> = {
  PT_BR: '/esqueci-senha',
  ES: '/olvide-contrasena',
  EN: '/forgot-password',
};

const title = (idioma: Idioma) => t(idioma, 'identity.reset.title');

/** Language links keep the token, so switching language on the new-password form keeps working. */
const links = (token?: string) => (l: Idioma) =>
  token ? `${RESET_PATHS[l]}?token=${encodeURIComponent(token)}` : RESET_PATHS[l];

/** Step 1: ask for the e-mail; after a POST, the same neutral answer for any address. */
export function renderResetRequestPage(
  idioma: Idioma,
  opts: { sent?: boolean; invalidEmail?: boolean; email?: string; portalUrl: string },
): string {
  const action = RESET_PATHS[idioma];
  const back = `<p class="links"><a href="${esc(opts.portalUrl)}">${esc(t(idioma, 'identity.reset.backToLogin'))}</a></p>`;
  if (opts.sent) {
    return page({
      idioma,
      title: title(idioma),
      body: `<h1>${esc(title(idioma))}</h1>\n${notice('info', t(idioma, 'identity.reset.sent'))}\n${back}`,
      languageLinks: links(),
    });
  }
  const errorId = 'reset-error';
  const error = opts.invalidEmail ? notice('error', t(idioma, 'identity.reset.invalidEmail'), errorId) : '';
  const describedBy = opts.invalidEmail ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const body = `<h1>${esc(title(idioma))}</h1>
<p>${esc(t(idioma, 'identity.reset.intro'))}</p>
${error}
<form method="post" action="${esc(action)}">
<div class="field">
<label for="email">${esc(t(idioma, 'identity.reset.email'))}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${esc(opts.email ?? '')}"${describedBy}>
</div>
<button class="primary" type="submit">${esc(t(idioma, 'identity.reset.send'))}</button>
</form>
${back}`;
  return page({ idioma, title: title(idioma), body, languageLinks: links() });
}

/** Why a chosen password was refused: the rule of password-policy.ts, or a different confirmation. */
export type NewPasswordError = PasswordProblem | 'mismatch';

const ERROR_KEYS: Record<NewPasswordError, string> = {
  tooShort: 'identity.reset.tooShort',
  tooLong: 'identity.reset.tooLong',
  common: 'identity.password.common',
  mismatch: 'identity.reset.mismatch',
};

const LENGTHS = { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS };

/** Step 2: the link from the e-mail (reset or invitation); choose the new password. */
export function renderNewPasswordPage(idioma: Idioma, opts: { token: string; error?: NewPasswordError }): string {
  const errorId = 'password-error';
  const error = opts.error ? notice('error', t(idioma, ERROR_KEYS[opts.error], LENGTHS), errorId) : '';
  const invalid = opts.error ? ` aria-invalid="true"` : '';
  const body = `<h1>${esc(title(idioma))}</h1>
${error}
<form method="post" action="${esc(RESET_PATHS[idioma])}">
<input type="hidden" name="token" value="${esc(opts.token)}">
<div class="field">
<label for="password">${esc(t(idioma, 'identity.reset.newPassword'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_CHARS}" aria-describedby="password-hint${opts.error ? ` ${errorId}` : ''}"${invalid}>
<span class="hint" id="password-hint">${esc(t(idioma, 'identity.reset.passwordHint', LENGTHS))}</span>
</div>
<div class="field">
<label for="confirmation">${esc(t(idioma, 'identity.reset.confirmPassword'))}</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_CHARS}"${invalid}>
</div>
<button class="primary" type="submit">${esc(t(idioma, 'identity.reset.save'))}</button>
</form>`;
  return page({ idioma, title: title(idioma), body, languageLinks: links(opts.token) });
}

/** The link is unknown, used or expired. */
export function renderInvalidTokenPage(idioma: Idioma): string {
  const body = `<h1>${esc(title(idioma))}</h1>
${notice('error', t(idioma, 'identity.reset.invalidToken'))}
<p class="links"><a href="${esc(RESET_PATHS[idioma])}">${esc(t(idioma, 'identity.reset.requestNew'))}</a></p>`;
  return page({ idioma, title: title(idioma), body, languageLinks: links() });
}

/** Password changed. */
export function renderResetDonePage(idioma: Idioma, portalUrl: string): string {
  const body = `<h1>${esc(title(idioma))}</h1>
${notice('info', t(idioma, 'identity.reset.done'))}
<p class="links"><a href="${esc(portalUrl)}">${esc(t(idioma, 'identity.reset.goToPortal'))}</a></p>`;
  return page({ idioma, title: title(idioma), body });
}
