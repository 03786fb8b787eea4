import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthState, Session } from '../lib/auth/session';
import { renderRoutes } from '../test/render';
import { SigninCallbackPage } from './SigninCallbackPage';

const state = (over: Partial<AuthState>): AuthState => ({ isLoading: true, isAuthenticated: false, user: null, error: null, ...over });

/** The callback page over a stand-in for the session's sign-in state, which the test moves on. */
function open(initial: AuthState, address: string) {
  // hasAuthParams() reads the browser's address, the router its own.
  window.history.replaceState(null, '', address);
  let current = initial;
  const listeners = new Set<() => void>();
  const session: Partial<Session> = {
    authState: () => current,
    subscribe: (f) => {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
  const view = renderRoutes(
    [
      { path: '/auth/callback', element: <SigninCallbackPage /> },
      { path: '/home', element: <p>Início</p> },
    ],
    address,
    { session, user: null },
  );
  const dispatch = (next: AuthState) =>
    act(() => {
      current = next;
      listeners.forEach((f) => f());
    });
  return { ...view, dispatch };
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
    // session's "signed in" state can still render this page one last time.
    window.history.replaceState(null, '', '/minha-conta');
    await dispatch(state({ isLoading: false, isAuthenticated: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.pathname).toBe('/auth/callback');
    expect(screen.queryByText('Início')).not.toBeInTheDocument();
  });

  it('shows a failed sign-in with a way to try again', async () => {
    open(state({ isLoading: false, error: new Error('acesso negado') }), '/auth/callback?error=access_denied&state=xyz');
    expect(await screen.findByText('Não foi possível concluir a entrada no portal.')).toBeInTheDocument();
    expect(screen.getByText('acesso negado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar novamente' })).toBeInTheDocument();
  });
});
