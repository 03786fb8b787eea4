import { matchRoutes, type RouteObject } from 'react-router';
import { shellChildren } from './routes';

/**
 * Starts fetching the screen the address asks for (its chunk and its area's catalog, app/screens.ts)
 * as soon as the app's code runs. The router would ask for it only once it exists, after the
 * health answer and the offline cache's restore, a round trip later; when it does, it gets the same
 * fetch (modules and catalogs load once). '/' is the home (the shell redirects it there). Nothing
 * for an address without a screen; a failure is left to the router, which asks again and shows it.
 */
export function prefetchScreen(pathname: string, routes: RouteObject[] = shellChildren()): void {
  const path = pathname === '/' ? '/home' : pathname;
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
