import { ErrorResponse, User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalStorage } from './clear-client-data';
import { createOidcClient } from './oidc-client';
import { oidcIdentity } from './oidc-identity';
import { PortalUserManager } from './portal-user-manager';
import { Session, safeReturnTo } from './session';
import { oidcSettings } from './settings';
import { readStoredUser, userStoreKey } from './stored-user';

const ORIGIN = 'http://localhost:8080';
/** Where oidc-client-ts keeps the user with these settings (the key the first view reads). */
const KEY = userStoreKey(oidcIdentity(ORIGIN));

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

/** The stored user as oidc-client-ts writes it (localStorage, its own format). */
function setStored(u: User | null): void {
  if (u) localStorage.setItem(KEY, u.toStorageString());
  else localStorage.removeItem(KEY);
}

/** A real PortalUserManager over localStorage, its network calls (renewal, redirects) stubbed. */
function manager(initial: User | null) {
  setStored(initial);
  const um = new PortalUserManager(oidcSettings(ORIGIN));
  vi.spyOn(um.events, 'load').mockResolvedValue();
  const renew = vi.spyOn(UserManager.prototype, 'signinSilent');
  const redirect = vi.spyOn(um, 'signinRedirect').mockResolvedValue();
  vi.spyOn(um, 'clearStaleState').mockResolvedValue();
  return { um, renew, redirect, setStored };
}

/** The page's session as create-session.ts builds it, the OIDC client being `um` once loaded. */
function sessionOf(um: PortalUserManager) {
  const loadClient = vi.fn(() => Promise.resolve(createOidcClient(um)));
  const session = new Session({ storedUser: () => readStoredUser(localStorage, KEY), loadClient });
  return Object.assign(session, { loadClient });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

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
    const { um, renew } = manager(user(3));
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
    await sessionOf(um).check();
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/comunicados?page=2' } });
  });

  it('check(): renews a token that expires within 5 s, leaves a fresh one alone', async () => {
    const fresh = manager(user(60));
    await sessionOf(fresh.um).check();
    expect(fresh.renew).not.toHaveBeenCalled();
    vi.restoreAllMocks();

    const expiring = manager(user(4));
    expiring.renew.mockResolvedValue(user(300));
    await sessionOf(expiring.um).check();
    expect(expiring.renew).toHaveBeenCalledTimes(1);
    expect(expiring.redirect).not.toHaveBeenCalled();
  });

  it('check(): a refused renewal tries a silent login, then a sign-in', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { um, renew, redirect } = manager(user(2));
    renew.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    await sessionOf(um).check();
    // refresh token (check), refresh token (recover), iframe silent login (recover)
    expect(renew.mock.calls.map((c) => c[0]?.forceIframeAuth ?? false)).toEqual([false, false, true]);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('check(): offline (network failure) keeps the session and retries later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { um, renew, redirect } = manager(user(2));
    renew.mockRejectedValue(new TypeError('Failed to fetch'));
    await sessionOf(um).check();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('logout(): clears client data first, then ends the IdP session with the id token', async () => {
    const { um } = manager(user(60));
    const order: string[] = [];
    const signout = vi.spyOn(um, 'signoutRedirect').mockImplementation(async (args) => {
      order.push(`signout:${args?.id_token_hint}`);
    });
    await sessionOf(um).logout(async () => void order.push('clear'));
    expect(order).toEqual(['clear', 'signout:idt']);
    expect(signout).toHaveBeenCalledTimes(1);
  });
});

describe('Session without the OIDC client (the first view)', () => {
  it('serves a stored token still good, and checks it, without loading the OIDC client', async () => {
    const { um } = manager(user(60, 'stored'));
    const session = sessionOf(um);
    expect(await session.getAccessToken()).toBe('stored');
    await session.check();
    expect(session.authState()).toMatchObject({ isLoading: false, isAuthenticated: true, user: { access_token: 'stored' } });
    expect(session.loadClient).not.toHaveBeenCalled();
  });

  it('loads the OIDC client to renew a token about to expire before a request', async () => {
    const { um, renew } = manager(user(3, 'old'));
    renew.mockImplementation(async () => {
      const fresh = user(300, 'fresh');
      setStored(fresh);
      return fresh;
    });
    const session = sessionOf(um);
    expect(await session.getAccessToken()).toBe('fresh');
    expect(session.loadClient).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('sends the stored token when the OIDC client cannot be fetched (offline); a later call tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setStored(user(3, 'old'));
    const loadClient = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const session = new Session({ storedUser: () => readStoredUser(localStorage, KEY), loadClient });
    expect(await session.getAccessToken()).toBe('old');
    expect(await session.getAccessToken()).toBe('old');
    expect(loadClient).toHaveBeenCalledTimes(2);
  });

  it('starts from the stored user: signed in, expired (renewal first) or none', () => {
    const { um } = manager(user(-60));
    expect(sessionOf(um).authState()).toMatchObject({ isAuthenticated: false, user: { access_token: 'at' } });
    setStored(null);
    expect(sessionOf(um).authState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
  });

  it("follows the OIDC client's renewals and sign-out once loaded, and tells its listeners", async () => {
    const { um } = manager(user(60));
    vi.mocked(um.events.load).mockRestore();
    const session = sessionOf(um);
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.authState().user?.access_token ?? 'none'));
    session.events.addUserLoaded(() => seen.push('loaded'));
    session.events.addUserUnloaded(() => seen.push('unloaded'));
    session.preload();
    await vi.waitFor(() => expect(session.loadClient).toHaveBeenCalled());
    await Promise.resolve();
    await um.events.load(user(300, 'renewed'));
    expect(session.authState()).toMatchObject({ isAuthenticated: true, user: { access_token: 'renewed' } });
    await um.removeUser();
    expect(session.authState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(seen).toEqual(['renewed', 'loaded', 'none', 'unloaded']);
  });

  it('completeSignin(): exchanges the code, hands over where to go back to, then is signed in', async () => {
    const { um } = manager(null);
    const signedIn = new User({ ...JSON.parse(user(300, 'new').toStorageString()), userState: { returnTo: '/minha-conta' } });
    vi.spyOn(um, 'signinCallback').mockImplementation(async () => {
      setStored(signedIn);
      return signedIn;
    });
    const session = sessionOf(um);
    const states: boolean[] = [];
    const onSignedIn = vi.fn(() => void states.push(session.authState().isLoading));
    const done = session.completeSignin(onSignedIn);
    expect(session.authState().isLoading).toBe(true);
    await done;
    expect(onSignedIn).toHaveBeenCalledWith({ returnTo: '/minha-conta' });
    expect(states).toEqual([true]);
    expect(session.authState()).toMatchObject({ isLoading: false, isAuthenticated: true, error: null, user: { access_token: 'new' } });
  });

  it('completeSignin(): a refused sign-in is kept for the callback page', async () => {
    const { um } = manager(null);
    vi.spyOn(um, 'signinCallback').mockRejectedValue(new ErrorResponse({ error: 'access_denied', error_description: 'acesso negado' }));
    const session = sessionOf(um);
    const onSignedIn = vi.fn();
    await session.completeSignin(onSignedIn);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.authState()).toMatchObject({ isLoading: false, isAuthenticated: false });
    expect(session.authState().error?.message).toBe('acesso negado');
  });
});

describe('readStoredUser', () => {
  it('reads the user oidc-client-ts stored, under its key and in its format', async () => {
    const um = new PortalUserManager(oidcSettings(ORIGIN));
    const u = user(300, 'x');
    await um.storeUser(u);
    expect(readStoredUser(localStorage, KEY)).toEqual({ access_token: 'x', id_token: 'idt', expires_at: u.expires_at });
    // And the other way round: what the first view read is the user the client loads.
    expect((await um.getUser())?.access_token).toBe('x');
  });

  it('takes what it cannot read for no user', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readStoredUser(localStorage, KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ id_token: 'idt' }));
    expect(readStoredUser(localStorage, KEY)).toBeNull();
    expect(readStoredUser(localStorage, 'oidc.user:elsewhere')).toBeNull();
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
