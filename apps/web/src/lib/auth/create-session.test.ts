import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './create-session';
import { oidcIdentity } from './oidc-identity';
import { userStoreKey } from './stored-user';

// The first view must not need oidc-client-ts: importing it here fails the test, and the
// session's own modules (create-session, session, stored-user) would bring it in if they
// imported it statically. Renewal, sign-in and sign-out load it dynamically (oidc-client.ts).
const loaded = vi.hoisted(() => ({ oidc: false }));
vi.mock('oidc-client-ts', () => {
  loaded.oidc = true;
  throw new Error('oidc-client-ts loaded');
});

afterEach(() => localStorage.clear());

describe('createSession (first view)', () => {
  it("serves a stored token still good without importing oidc-client-ts", async () => {
    const exp = Math.floor(Date.now() / 1000) + 300;
    localStorage.setItem(userStoreKey(oidcIdentity()), JSON.stringify({ access_token: 'stored', id_token: 'idt', expires_at: exp, profile: { sub: '7' } }));
    const session = createSession();
    expect(session.authState()).toMatchObject({ isLoading: false, isAuthenticated: true });
    expect(await session.getAccessToken()).toBe('stored');
    await session.check();
    expect(loaded.oidc).toBe(false);
  });

  it('imports it when a renewal is due (here it fails to load: the stored token is sent)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const exp = Math.floor(Date.now() / 1000) + 2;
    localStorage.setItem(userStoreKey(oidcIdentity()), JSON.stringify({ access_token: 'old', expires_at: exp }));
    expect(await createSession().getAccessToken()).toBe('old');
    expect(loaded.oidc).toBe(true);
  });
});
