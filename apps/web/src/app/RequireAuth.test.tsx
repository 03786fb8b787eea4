import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Session } from '../lib/auth/session';
import type { StoredUser } from '../lib/auth/stored-user';
import { TestProviders } from '../test/render';
import { RequireAuth } from './RequireAuth';

function stored(expiresInS: number): StoredUser {
  return { access_token: 'at', expires_at: Math.floor(Date.now() / 1000) + expiresInS };
}

/** The page's session over `user` as stored; the OIDC client, sign-in and renewal stubbed. */
function setup(user: StoredUser | null) {
  const loadClient = vi.fn(() => new Promise<never>(() => undefined));
  const session = new Session({ storedUser: () => user, loadClient });
  const spies = {
    login: vi.spyOn(session, 'login').mockResolvedValue(),
    recover: vi.spyOn(session, 'recover').mockResolvedValue(false),
    check: vi.spyOn(session, 'check').mockResolvedValue(),
    loadClient,
  };
  render(
    <TestProviders user={null} session={session}>
      <RequireAuth>
        <p>conteúdo protegido</p>
      </RequireAuth>
    </TestProviders>,
  );
  return spies;
}

describe('RequireAuth', () => {
  it('forces a sign-in when there is no user on the session', async () => {
    const session = setup(null);
    await waitFor(() => expect(session.login).toHaveBeenCalledTimes(1));
    expect(session.recover).not.toHaveBeenCalled();
    expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
  });

  it('tries to renew a stored but expired session before a sign-in', async () => {
    const session = setup(stored(-60));
    await waitFor(() => expect(session.recover).toHaveBeenCalledTimes(1));
    expect(session.login).not.toHaveBeenCalled();
    expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
  });

  it('renders the app for a signed-in user at once, and fetches the OIDC client after that paint', async () => {
    const session = setup(stored(300));
    // No waiting: the stored token is enough for the first paint.
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
    await waitFor(() => expect(session.loadClient).toHaveBeenCalledTimes(1));
    expect(session.login).not.toHaveBeenCalled();
    expect(session.recover).not.toHaveBeenCalled();
  });
});
