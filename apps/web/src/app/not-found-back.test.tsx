import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { renderRoutes } from '../test/render';
import { RouteErrorPage } from './RouteErrorPage';
import { shellChildren } from './routes';

/*
 * Kept apart from routes.test.tsx: after that file's earlier tests, the second click below
 * reached the 404 page's button but did not navigate (router.navigate(-1) called by the test
 * itself did), while the same steps pass in a file of their own. The cause was not found in
 * session 7 (the button is the only one, not covered, not disabled); noted for the next session.
 */
function shellRoutes(): RouteObject[] {
  return [{ element: <Outlet />, hydrateFallbackElement: <p>…</p>, children: [{ errorElement: <RouteErrorPage />, children: shellChildren() }] }];
}

describe('404 page', () => {
  // Both steps load lazy route chunks (the 404 page, the home screen and its messages), which a
  // loaded two-core machine can take over the default 4 s to import the first time.
  it("back button goes back in history, or home when there is none", { timeout: 40_000 }, async () => {
    const slow = { timeout: 15_000 };
    const { router } = renderRoutes(shellRoutes(), '/nao/existe');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), slow);

    await router.navigate('/outra/rota');
    window.history.replaceState({ idx: 1 }, '');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), slow);
  });
});
