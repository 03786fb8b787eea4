import { ErrorResponse, User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalStorage } from './clear-client-data';
import { PortalUserManager } from './portal-user-manager';
import { Session, safeReturnTo } from './session';
import { oidcSettings } from './settings';

function user(expiresInS: number, token = 'at'): User {
  return new User({
    access_token: token,
    token_type: 'Bearer',
    id_token: 'idt',
    refresh_token: 'rt',
    profile: { sub: '7', iss: 'http://localhost/oidc', aud: 'portal-web', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInS,
  });
}

function manager(initial: User | null) {
  const um = new PortalUserManager(oidcSettings('http://localhost:8080'));
  let stored = initial;
  vi.spyOn(um, 'getUser').mockImplementation(async () => stored);
  vi.spyOn(um.events, 'load').mockResolvedValue();
  const renew = vi.spyOn(UserManager.prototype, 'signinSilent');
  const redirect = vi.spyOn(um, 'signinRedirect').mockResolvedValue();
  vi.spyOn(um, 'removeUser').mockResolvedValue();
  return { um, renew, redirect, setStored: (u: User | null) => (stored = u) };
}

afterEach(() => vi.restoreAllMocks());

describe('oidc settings', () => {
  it('follow the server contract and DESIGN.md', () => {
    const s = oidcSettings('http://localhost:8080');
    expect(s).toMatchObject({
      authority: 'http://localhost:8080/oidc',
      client_id: 'portal-web',
      redirect_uri: 'http://localhost:8080/auth/callback',
      silent_redirect_uri: 'http://localhost:8080/auth/silent-renew',
      post_logout_redirect_uri: 'http://localhost:8080/',
      scope: 'openid profile email offline_access',
      response_type: 'code',
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 5,
      silentRequestTimeoutInSeconds: 10,
      staleStateAgeInSeconds: 3600,
      // API tokens from the embedded IdP only when the API is named (else a user-info token).
      resource: 'http://localhost:8080/api',
    });
  });

  it('name no resource for an external identity provider (its own configuration sets the audience)', () => {
    const tag = Object.assign(document.createElement('meta'), { name: 'portal:oidc-authority', content: 'https://sso.example/realms/rede' });
    document.head.append(tag);
    try {
      const s = oidcSettings('http://localhost:8080');
      expect(s.authority).toBe('https://sso.example/realms/rede');
      expect(s.resource).toBeUndefined();
    } finally {
      tag.remove();
    }
  });
});

describe('PortalUserManager.signinSilent', () => {
  it('spends the refresh token once when two callers renew at the same time', async () => {
    const { um, renew, setStored } = manager(user(3));
    renew.mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 10));
      const fresh = user(300, 'fresh');
      setStored(fresh);
      return fresh;
    });
    const [a, b] = await Promise.all([um.signinSilent(), um.signinSilent()]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(a?.access_token).toBe('fresh');
    expect(b?.access_token).toBe('fresh');
  });

  it('adopts tokens another tab already renewed', async () => {
    const { um, renew } = manager(user(300, 'from-other-tab'));
    const u = await um.signinSilent();
    expect(renew).not.toHaveBeenCalled();
    expect(u?.access_token).toBe('from-other-tab');
  });
});

describe('Session', () => {
  it('check(): forces a sign-in when there is no user, back to the current page', async () => {
    const { um, redirect } = manager(null);
    window.history.replaceState(null, '', '/comunicados?page=2');
    await new Session(um).check();
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/comunicados?page=2' } });
  });

  it('check(): renews a token that expires within 5 s, leaves a fresh one alone', async () => {
    const fresh = manager(user(60));
    await new Session(fresh.um).check();
    expect(fresh.renew).not.toHaveBeenCalled();
    vi.restoreAllMocks();

    const expiring = manager(user(4));
    expiring.renew.mockResolvedValue(user(300));
    await new Session(expiring.um).check();
    expect(expiring.renew).toHaveBeenCalledTimes(1);
    expect(expiring.redirect).not.toHaveBeenCalled();
  });

  it('check(): a refused renewal tries a silent login, then a sign-in', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { um, renew, redirect } = manager(user(2));
    renew.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    await new Session(um).check();
    // refresh token (check), refresh token (recover), iframe silent login (recover)
    expect(renew.mock.calls.map((c) => c[0]?.forceIframeAuth ?? false)).toEqual([false, false, true]);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('check(): offline (network failure) keeps the session and retries later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { um, renew, redirect } = manager(user(2));
    renew.mockRejectedValue(new TypeError('Failed to fetch'));
    await new Session(um).check();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('logout(): clears client data first, then ends the IdP session with the id token', async () => {
    const { um } = manager(user(60));
    const order: string[] = [];
    const signout = vi.spyOn(um, 'signoutRedirect').mockImplementation(async (args) => {
      order.push(`signout:${args?.id_token_hint}`);
    });
    await new Session(um).logout(async () => void order.push('clear'));
    expect(order).toEqual(['clear', 'signout:idt']);
    expect(signout).toHaveBeenCalledTimes(1);
  });
});

describe('safeReturnTo', () => {
  it('accepts same-origin paths only', () => {
    expect(safeReturnTo('/usuarios/7')).toBe('/usuarios/7');
    expect(safeReturnTo('//evil.example')).toBe('/home');
    expect(safeReturnTo('https://evil.example')).toBe('/home');
    expect(safeReturnTo('/\\evil.example')).toBe('/home');
    expect(safeReturnTo(undefined)).toBe('/home');
    expect(safeReturnTo('/\t/evil.example')).toBe('/home');
    expect(safeReturnTo('/\n/evil.example')).toBe('/home');
    expect(safeReturnTo('/minha-conta?aba=dados#senha')).toBe('/minha-conta?aba=dados#senha');
  });
});

describe('clearLocalStorage', () => {
  it('removes everything but portal.pref.* preferences', () => {
    localStorage.setItem('oidc.user:x', 'token');
    localStorage.setItem('portal.apollo-cache', '{}');
    localStorage.setItem('portal.pref.locale', 'es');
    clearLocalStorage();
    expect(Object.keys(localStorage)).toEqual(['portal.pref.locale']);
  });
});
