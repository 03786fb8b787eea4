import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Idioma } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import '../messages.js';
import { pickIdioma } from '../locale.js';
import { renderExpiredLoginPage, renderLoginPage } from './login.js';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './logout.js';
import {
  renderInvalidTokenPage,
  renderNewPasswordPage,
  renderResetDonePage,
  renderResetRequestPage,
} from './reset.js';

/**
 * axe-core in jsdom: every rule that needs no layout (labels, names, landmarks, lang, ARIA).
 * Colour contrast needs a real browser; the end-to-end tests run axe in Chromium for that.
 * jsdom and axe-core come from the workspace's dev tools (apps/web, e2e), hence the loose types.
 */
interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { html: string }[] }[];
}
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, opts: object) => { window: { eval(src: string): void; axe: { run(ctx: unknown, opts: object): Promise<AxeResult> }; document: unknown; close(): void } };
};
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function seriousViolations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  try {
    dom.window.eval(axeSource);
    const result = await dom.window.axe.run(dom.window.document, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  } finally {
    dom.window.close();
  }
}

const IDIOMAS: Idioma[] = ['PT_BR', 'ES', 'EN'];
const portal = 'http://localhost:8080/';
const logoutForm = '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="x"/></form>';

function everyPage(idioma: Idioma): Record<string, string> {
  const action = '/oidc/interaction/abc';
  return {
    login: renderLoginPage({ idioma, action, forgotHref: '/esqueci-senha' }),
    loginError: renderLoginPage({ idioma, action, email: 'a@b.c', error: 'invalid', forgotHref: '/esqueci-senha' }),
    loginBlocked: renderLoginPage({ idioma, action, error: 'tooMany', forgotHref: '/esqueci-senha' }),
    loginExpired: renderExpiredLoginPage(idioma, portal),
    logout: renderLogoutPage(idioma, logoutForm, false, portal),
    loggedOut: renderLoggedOutPage(idioma, portal),
    error: renderErrorPage(idioma, 'invalid_request', portal),
    resetRequest: renderResetRequestPage(idioma, { portalUrl: portal }),
    resetInvalidEmail: renderResetRequestPage(idioma, { portalUrl: portal, email: 'x', invalidEmail: true }),
    resetSent: renderResetRequestPage(idioma, { portalUrl: portal, sent: true }),
    newPassword: renderNewPasswordPage(idioma, { token: 't' }),
    newPasswordError: renderNewPasswordPage(idioma, { token: 't', error: 'mismatch' }),
    invalidToken: renderInvalidTokenPage(idioma),
    resetDone: renderResetDonePage(idioma, portal),
  };
}

describe('identity pages', () => {
  for (const idioma of IDIOMAS) {
    it(`pass axe with no serious or critical violation (${idioma})`, async () => {
      for (const [name, html] of Object.entries(everyPage(idioma))) {
        expect(await seriousViolations(html), name).toEqual([]);
      }
    });
  }

  it('carry no inline script or style (the CSP forbids them)', () => {
    for (const idioma of IDIOMAS) {
      for (const html of Object.values(everyPage(idioma))) {
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|<style|\sstyle=|\son\w+=/i);
      }
    }
  });

  it('escape what they echo', () => {
    const html = renderLoginPage({
      idioma: 'PT_BR',
      action: '/oidc/interaction/abc',
      email: '"><script>alert(1)</script>',
      error: 'invalid',
      forgotHref: '/esqueci-senha',
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('page language', () => {
  it('prefers the switcher, then ui_locales, then Accept-Language, then pt-BR', () => {
    expect(pickIdioma({})).toBe('PT_BR');
    expect(pickIdioma({ acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('PT_BR');
    expect(pickIdioma({ acceptLanguage: 'fr-FR,en;q=0.8,es;q=0.9' })).toBe('ES');
    expect(pickIdioma({ acceptLanguage: 'en-US', uiLocales: 'fr es' })).toBe('ES');
    expect(pickIdioma({ acceptLanguage: 'en-US', uiLocales: 'es', lang: 'pt-BR' })).toBe('PT_BR');
    expect(pickIdioma({ lang: 'EN' })).toBe('EN');
    expect(pickIdioma({ lang: 'xx', acceptLanguage: 'es' })).toBe('ES');
  });
});
