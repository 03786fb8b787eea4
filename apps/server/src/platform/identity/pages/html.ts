import type { Idioma } from '@portal/domain';
import { t } from '../../i18n/messages.js';
import { localeOf } from '../locale.js';

/** Escapes text for HTML content and double-quoted attributes. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Where the identity pages' style sheet and the one script (sign-out auto-confirm) are served. */
export const ASSET_PATHS = { css: '/identity/identity.css', logoutJs: '/identity/logout.js' } as const;

const LANGUAGE_NAMES: Record<Idioma, string> = { PT_BR: 'Português (Brasil)', ES: 'Español', EN: 'English' };
const ORDER: Idioma[] = ['PT_BR', 'ES', 'EN'];

export interface PageOptions {
  idioma: Idioma;
  title: string;
  /** Inner HTML of <main> (already escaped). */
  body: string;
  /** Link target of each language in the switcher; no switcher when absent. */
  languageLinks?: (idioma: Idioma) => string;
  /** External scripts (same origin): the CSP forbids inline ones. */
  scripts?: string[];
}

/**
 * The frame of every identity page: no portal header (the user is not signed in), the language
 * in <html lang>, one <main> with one <h1>, a language switcher, our CSS file. No inline script
 * or style: the portal's Content-Security-Policy is `default-src 'self'`.
 */
export function page(opts: PageOptions): string {
  const { idioma } = opts;
  const switcher = opts.languageLinks
    ? `<nav class="languages" aria-label="${esc(t(idioma, 'identity.languages'))}"><ul>${ORDER.map((l) => {
        const current = l === idioma ? ' aria-current="true"' : '';
        return `<li><a href="${esc(opts.languageLinks!(l))}" lang="${localeOf(l)}" hreflang="${localeOf(l)}"${current}>${esc(LANGUAGE_NAMES[l])}</a></li>`;
      }).join('')}</ul></nav>`
    : '';
  const scripts = (opts.scripts ?? []).map((src) => `<script src="${esc(src)}" defer></script>`).join('');
  return `<!DOCTYPE html>
<html lang="${localeOf(idioma)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(opts.title)} – ${esc(t(idioma, 'identity.portal'))}</title>
<link rel="stylesheet" href="${ASSET_PATHS.css}">
${scripts}
</head>
<body>
<main class="card">
${opts.body}
</main>
<footer>${switcher}</footer>
</body>
</html>`;
}

/** An alert paragraph (error or information) screen readers announce. */
export function notice(kind: 'error' | 'info', text: string, id?: string): string {
  const role = kind === 'error' ? 'alert' : 'status';
  return `<p class="notice ${kind}" role="${role}"${id ? ` id="${esc(id)}"` : ''}>${esc(text)}</p>`;
}
