import type { Idioma } from '@portal/domain';
import { t } from '../../i18n/messages.js';
import { ASSET_PATHS, esc, notice, page } from './html.js';

/**
 * The sign-out confirmation. `form` is oidc-provider's hidden form (xsrf token); our button
 * submits it with logout=yes (end the whole session). "Stay signed in" is a plain link back:
 * submitting the form without logout=yes would still revoke the portal's grant (oidc-provider
 * signs the client out), which is not what that answer means. With `auto` the page confirms
 * itself (see LOGOUT_JS).
 */
export function renderLogoutPage(idioma: Idioma, form: string, auto: boolean, portalUrl: string): string {
  const body = `<h1>${esc(t(idioma, 'identity.logout.title'))}</h1>
<p>${esc(t(idioma, 'identity.logout.question'))}</p>
<div data-auto-logout="${auto ? 'yes' : 'no'}">${form}</div>
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">${esc(t(idioma, 'identity.logout.confirm'))}</button>
<p class="links"><a href="${esc(portalUrl)}">${esc(t(idioma, 'identity.logout.cancel'))}</a></p>`;
  return page({ idioma, title: t(idioma, 'identity.logout.title'), body, scripts: [ASSET_PATHS.logoutJs] });
}

/** After a sign-out without a post_logout_redirect_uri. */
export function renderLoggedOutPage(idioma: Idioma, portalUrl: string): string {
  const body = `<h1>${esc(t(idioma, 'identity.logout.title'))}</h1>
${notice('info', t(idioma, 'identity.logout.done'))}
<p class="links"><a href="${esc(portalUrl)}">${esc(t(idioma, 'identity.logout.signInAgain'))}</a></p>`;
  return page({ idioma, title: t(idioma, 'identity.logout.title'), body });
}

/** oidc-provider's error page (bad authorization request, expired interaction …). */
export function renderErrorPage(idioma: Idioma, error: string | undefined, portalUrl: string): string {
  const code = error ? `<p>${esc(t(idioma, 'identity.error.code'))}: <code>${esc(error)}</code></p>` : '';
  const body = `<h1>${esc(t(idioma, 'identity.error.title'))}</h1>
${notice('error', t(idioma, 'identity.error.text'))}
${code}
<p class="links"><a href="${esc(portalUrl)}">${esc(t(idioma, 'identity.login.backToPortal'))}</a></p>`;
  return page({ idioma, title: t(idioma, 'identity.error.title'), body });
}
