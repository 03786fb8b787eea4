import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { SigninCallbackPage } from './SigninCallbackPage';

const state = (over: Partial<AuthContextProps>) =>
  ({ isLoading: true, isAuthenticated: false, activeNavigator: undefined, user: null, error: undefined, ...over }) as AuthContextProps;

/** The callback page under a stand-in for react-oidc-context's provider, whose state the test moves on. */
function open(initial: AuthContextProps, address: string) {
  // hasAuthParams() reads the browser's address, the router its own.
  window.history.replaceState(null, '', address);
  const provider: { set?: (next: AuthContextProps) => void } = {};
  function Callback() {
    const [auth, set] = useState(initial);
    provider.set = set;
    return (
      <AuthContext.Provider value={auth}>
        <SigninCallbackPage />
      </AuthContext.Provider>
    );
  }
  const view = renderRoutes(
    [
      { path: '/auth/callback', element: <Callback /> },
      { path: '/home', element: <p>Início</p> },
    ],
    address,
  );
  return { ...view, dispatch: (next: AuthContextProps) => act(() => provider.set!(next)) };
}

describe('/auth/callback', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opened without an answer from the IdP (a bookmark, the back button), goes home', async () => {
    const { router } = open(state({ isLoading: false }), '/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('never sends the user home once the sign-in has put the page asked for in the address', async () => {
    const { router, dispatch } = open(state({ isLoading: true }), '/auth/callback?code=abc&state=xyz');
    expect(screen.getByRole('progressbar', { name: 'Entrando no portal…' })).toBeInTheDocument();
    // The sign-in callback navigates to the page asked for: the address changes first, and the
    // provider's "signed in" state can still render this page one last time.
    window.history.replaceState(null, '', '/minha-conta');
    await dispatch(state({ isLoading: false, isAuthenticated: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.pathname).toBe('/auth/callback');
    expect(screen.queryByText('Início')).not.toBeInTheDocument();
  });
});
