import { render, screen, waitFor } from '@testing-library/react';
import { User } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import { describe, expect, it, vi } from 'vitest';
import { PortalUserManager } from '../lib/auth/portal-user-manager';
import type { Session } from '../lib/auth/session';
import { oidcSettings } from '../lib/auth/settings';
import { TestProviders } from '../test/render';
import { RequireAuth } from './RequireAuth';

function stored(expiresInS: number): User {
  return new User({
    access_token: 'at',
    token_type: 'Bearer',
    refresh_token: 'rt',
    profile: { sub: '7', iss: 'http://localhost/oidc', aud: 'portal-web', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInS,
  });
}

function setup(user: User | null) {
  const um = new PortalUserManager(oidcSettings('http://localhost:8080'));
  vi.spyOn(um, 'getUser').mockResolvedValue(user);
  const session = {
    userManager: um,
    login: vi.fn(async () => undefined),
    recover: vi.fn(async () => false),
    check: vi.fn(async () => undefined),
  } satisfies Partial<Session>;
  render(
    <TestProviders user={null} session={session}>
      <AuthProvider userManager={um} skipSigninCallback>
        <RequireAuth>
          <p>conteúdo protegido</p>
        </RequireAuth>
      </AuthProvider>
    </TestProviders>,
  );
  return session;
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

  it('renders the app for a signed-in user', async () => {
    const session = setup(stored(300));
    expect(await screen.findByText('conteúdo protegido')).toBeInTheDocument();
    expect(session.login).not.toHaveBeenCalled();
  });
});
