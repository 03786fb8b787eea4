import { matchRoute } from '@portal/domain';
import { SCREENS, type ScreenLoader } from './screens';

/**
 * Starts fetching the screen the address asks for (its chunk and its area's catalog, app/screens.ts)
 * as soon as the app's code runs. The router would ask for it only once it exists, after the
 * health answer and the offline cache's restore, a round trip later; when it does, it gets the same
 * fetch (modules and catalogs load once). '/' is the home (the shell redirects it there). Nothing
 * for an address without a screen, or a public one (the server serves those); a failure is left to
 * the router, which asks again and shows it. The domain's route table finds the screen: building
 * the router's route objects and ranking them here cost a phone ~30 ms before the first drawing,
 * and the router finds its route with the same table (routes.tsx, discoverScreens).
 */
export function prefetchScreen(pathname: string, screens: Readonly<Record<string, ScreenLoader>> = SCREENS): void {
  const found = matchRoute(pathname === '/' ? '/home' : pathname);
  if (!found || found.route.public || !Object.hasOwn(screens, found.route.id)) return;
  screens[found.route.id]!().catch(() => undefined);
}
