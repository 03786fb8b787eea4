import { matchRoute } from '@portal/domain';

export interface Crumb {
  readonly path: string;
  readonly routeId: string;
  readonly params: Readonly<Record<string, string>>;
  /** A link only when the route has a screen and it is not the current page. */
  readonly linkable: boolean;
  readonly current: boolean;
}

/**
 * Breadcrumbs from the path segments (spec 01 §1): each prefix of the path that matches a route
 * of the table becomes a crumb ('/usuarios/7/ausencia-temporaria' gives /usuarios, /usuarios/7
 * and the page itself). Prefixes matching no route ('/comunicados/editar') are skipped. Home
 * leads the trail.
 */
export function buildCrumbs(pathname: string, hasScreen: (routeId: string) => boolean): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const clean = `/${segments.join('/')}`;
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const m = matchRoute(path);
    if (!m || m.route.public) continue;
    const current = path === clean;
    crumbs.push({ path, routeId: m.route.id, params: m.params, current, linkable: !current && hasScreen(m.route.id) });
  }
  if (crumbs[0]?.routeId !== 'home') {
    crumbs.unshift({ path: '/home', routeId: 'home', params: {}, current: false, linkable: hasScreen('home') });
  }
  return crumbs;
}
