import { ROUTES, type RouteDef } from '@portal/domain';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading/LoadingScreen';
import { NotFoundPage } from '../components/pages/NotFoundPage';
import { CALLBACK_PATH } from '../lib/auth/paths';
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

/**
 * Every non-public route of the domain table, behind its access guard: a user without access is
 * sent to /home whether or not the screen is built yet; a screen not built yet is the 404 page
 * (absent, never a placeholder). Public routes are served by the server.
 */
export function screenRoutes(screens: Readonly<Record<string, ScreenLoader>> = SCREENS): RouteObject[] {
  return ROUTES.flatMap((r) => (r.public ? [] : [screenRoute(r, screens[r.id])]));
}

/** The signed-in shell's children: '/' → /home, the screens, and 404 for anything else. */
export function shellChildren(screens?: Readonly<Record<string, ScreenLoader>>): RouteObject[] {
  const notFound: RouteHandle = { routeId: 'notFound' };
  return [
    { index: true, element: <Navigate to="/home" replace /> },
    ...screenRoutes(screens),
    { path: '*', element: <NotFoundPage />, handle: notFound },
  ];
}

/** The whole route tree of the app. */
export function buildRoutes(): RouteObject[] {
  return [
    { path: CALLBACK_PATH, element: <SigninCallbackPage /> },
    {
      element: (
        <RequireAuth>
          <CurrentUserGate>
            <ShellLayout />
          </CurrentUserGate>
        </RequireAuth>
      ),
      errorElement: <RouteErrorPage standalone />,
      // Drawn only while the first screen's lazy chunk loads, which bootstrap.tsx waits for before
      // drawing: kept for any other host of these routes (tests, a future server render).
      hydrateFallbackElement: <LoadingScreen />,
      // Pathless layer: a screen's error replaces the screen only, the shell stays.
      children: [{ errorElement: <RouteErrorPage />, children: shellChildren() }],
    },
  ];
}
