import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { renderRoutes, TestProviders, type DiscoveringRoutes } from '../test/render';
import { discoverScreens, screensLayer } from './routes';

/*
 * The 404 page's back button, apart from routes.test.tsx. It used to be one test: the 404 page,
 * back to the home, then a second 404 page reached by navigating from there. Under a full run on
 * two cores the second click sometimes did not navigate (router.navigate(-1) called by the test
 * did): the step began while the first navigation, to the lazily loaded home, was still settling.
 * Each case now starts from its own history, so neither depends on the other's timing.
 */
function shellRoutes(): DiscoveringRoutes {
  return { routes: [{ element: <Outlet />, hydrateFallbackElement: <p>…</p>, children: [screensLayer()] }], patchRoutesOnNavigation: discoverScreens() };
}

// The home is a lazy route (screen and messages), which a loaded machine can take over 4 s to import.
const slow = { timeout: 15_000 };

describe("404 page's back button", () => {
  it('goes home when the page was opened directly', { timeout: 40_000 }, async () => {
    const { router } = renderRoutes(shellRoutes(), '/nao/existe');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), slow);
  });

  it('goes back in history when there is a previous page', { timeout: 40_000 }, async () => {
    const { routes, patchRoutesOnNavigation } = shellRoutes();
    const router = createMemoryRouter(routes, { patchRoutesOnNavigation, initialEntries: ['/pagina/anterior', '/outra/rota'], initialIndex: 1 });
    // React Router's browser history keeps the entry's index in history.state; 1 = a page before.
    window.history.replaceState({ idx: 1 }, '');
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }, slow));
    // Back, not home: the previous entry (itself unknown, so no lazy screen is involved).
    await waitFor(() => expect(router.state.location.pathname).toBe('/pagina/anterior'), slow);
  });
});
