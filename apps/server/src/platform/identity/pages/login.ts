import type { Idioma } from '@portal/domain';
import { t } from '../../i18n/messages.js';
import { localeOf } from '../locale.js';
import { esc, notice, page } from './html.js';

export interface LoginPageInput {
  idioma: Idioma;
  /** The form posts here (the interaction URL). */
  action: string;
  email?: string;
  error?: 'invalid' | 'tooMany';
  /** The password-reset page in this language. */
  forgotHref: string;
}

/** The sign-in page served at the provider's interaction URL. */
export function renderLoginPage(input: LoginPageInput): string {
  const { idioma } = input;
  const errorId = 'login-error';
  const error = input.error
    ? notice('error', t(idioma, input.error === 'tooMany' ? 'identity.login.tooMany' : 'identity.login.invalid'), errorId)
    : '';
  const describedBy = input.error ? ` aria-describedby="${errorId}"` : '';
  const body = `<h1>${esc(t(idioma, 'identity.login.title'))}</h1>
${error}
<form method="post" action="${esc(input.action)}">
<input type="hidden" name="lang" value="${esc(localeOf(idioma))}">
<div class="field">
<label for="email">${esc(t(idioma, 'identity.login.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${esc(input.email ?? '')}"${describedBy}>
</div>
<div class="field">
<label for="password">${esc(t(idioma, 'identity.login.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
</div>
<button class="primary" type="submit">${esc(t(idioma, 'identity.login.submit'))}</button>
</form>
<p class="links"><a href="${esc(input.forgotHref)}">${esc(t(idioma, 'identity.login.forgot'))}</a></p>`;
  return page({
    idioma,
    title: t(idioma, 'identity.login.title'),
    body,
    languageLinks: (l) => `${input.action}?lang=${localeOf(l)}`,
  });
}

/** The page shown when the sign-in request itself is gone (expired interaction, lost cookie). */
export function renderExpiredLoginPage(idioma: Idioma, portalUrl: string): string {
  const body = `<h1>${esc(t(idioma, 'identity.login.title'))}</h1>
${notice('error', t(idioma, 'identity.login.expired'))}
<p class="links"><a href="${esc(portalUrl)}">${esc(t(idioma, 'identity.login.backToPortal'))}</a></p>`;
  return page({ idioma, title: t(idioma, 'identity.login.title'), body });
}
