import { matchRoute, type RouteDef } from '@portal/domain';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading/LoadingScreen';
import { NotFoundPage } from '../components/pages/NotFoundPage';
import { CALLBACK_PATH } from '../lib/auth/paths';
import { NextSlice } from '../lib/startup/first-load-slices';
import { CurrentUserGate } from './CurrentUserGate';
import type { RouteHandle } from './document-head';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGuard } from './RouteGuard';
import { SCREENS, type ScreenLoader } from './screens';
import { ShellLayout } from './ShellLayout';
import { SigninCallbackPage } from './SigninCallbackPage';

/**
 * One route of the domain table: the guard checks access, then the screen's chunk is loaded
 * lazily as its only child.
 */
function screenRoute(route: RouteDef, load: ScreenLoader | undefined): RouteObject {
  const handle: RouteHandle = { routeId: load ? route.id : 'notFound' };
  return {
    path: route.path,
    handle,
    element: <RouteGuard route={route} />,
    children: [
      load
        ? { index: true, lazy: async () => ({ Component: (await load()).default }) }
        : { index: true, element: <NotFoundPage /> },
    ],
  };
}

/** The id of the layer the screens' routes are added to as the addresses are visited. */
const SCREENS_LAYER = 'screens';

/**
 * The screens' routes are not all given to the router up front: React Router flattens and ranks
 * every route when it is created, and with the domain table's ~80 routes (each with its screen as
 * an index child) creating the router took ~85 ms of a phone-class CPU (4x slowdown) before the
 * first drawing, ~50 ms with the routes found on navigation. The router starts with '/' and
 * the 404 route only, and asks (patchRoutesOnNavigation) whenever an address matches nothing but
 * the 404 route or a route with parameters; the domain's route table (the one the server, the
 * menu and prefetchScreen use) finds the route, which is added once (React Router skips a route
 * it already has). A non-public route of the table, behind its access guard: a user without
 * access is sent to /home whether or not the screen is built yet; a screen not built yet is the
 * 404 page (absent, never a placeholder). Public routes are served by the server, and an
 * address the table does not know stays on the 404 route.
 */
export function discoverScreens(screens: Readonly<Record<string, ScreenLoader>> = SCREENS): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => {
    const found = matchRoute(path)?.route;
    if (found && !found.public) patch(SCREENS_LAYER, [screenRoute(found, screens[found.id])]);
  };
}

/** The screens' layer: '/' → /home and 404 for anything else, the screens added by discoverScreens. */
export function screensLayer(): RouteObject {
  const notFound: RouteHandle = { routeId: 'notFound' };
  return {
    id: SCREENS_LAYER,
    // Pathless: a screen's error replaces the screen only, the shell stays.
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: '*', element: <NotFoundPage />, handle: notFound },
    ],
  };
}

/** The whole route tree of the app. */
export function buildRoutes(): RouteObject[] {
  return [
    { path: CALLBACK_PATH, element: <SigninCallbackPage /> },
    {
      element: (
        <RequireAuth>
          <CurrentUserGate>
            {/* On the first drawing, the frame comes one task after the providers and the user (first-load-slices). */}
            <NextSlice>
              <ShellLayout />
            </NextSlice>
          </CurrentUserGate>
        </RequireAuth>
      ),
      errorElement: <RouteErrorPage standalone />,
      // Drawn only while the first screen's lazy chunk loads, which bootstrap.tsx waits for before
      // drawing: kept for any other host of these routes (tests, a future server render).
      hydrateFallbackElement: <LoadingScreen />,
      children: [screensLayer()],
    },
  ];
}
