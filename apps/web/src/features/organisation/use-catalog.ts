import { useQuery } from '@apollo/client';
import { canAccess, matchRoute, USER_TYPES, type AccessRule } from '@portal/domain';
import { useLocation } from 'react-router';
import type { MessageId } from '../../lib/intl/catalogs';
import type { CatalogConfig } from './catalog.types';
import { catalogOfRoute } from './catalogs';
import { USUARIO_LOGADO_TIPO } from './organisation.queries';

/**
 * Who may write any administration list: organisation.graphql puts every salvar…, ativar… and
 * inativar… under the technical provider's type alone (brands and economic groups are also read
 * by the dealers maintainers, who get the screens read-only).
 */
export const WRITE_RULE: AccessRule = { userTypes: [USER_TYPES.PROVEDOR] };

/** The list whose screen is open, found from the route of the current address. */
export function useCatalogOfRoute(): { catalog: CatalogConfig; routeId: string } {
  const { pathname } = useLocation();
  const routeId = matchRoute(pathname)?.route.id ?? '';
  const catalog = catalogOfRoute(routeId);
  // Only mounted on the routes registered for these screens (screens.ts): anything else is a wiring mistake.
  if (!catalog) throw new Error(`no administration list for ${pathname}`);
  return { catalog, routeId };
}

/** The title message of a route (route.<id>, every one in the catalogs). */
export const routeTitle = (routeId: string) => `route.${routeId}` as MessageId;

/**
 * Whether the signed-in user may change the lists: decided on the user's own type (not the
 * type chosen in the top bar), as the API decides. Null until known: screens then offer nothing
 * the API could refuse, and say nothing about it either.
 */
export function useCanWrite(): boolean | null {
  const { data } = useQuery(USUARIO_LOGADO_TIPO, { fetchPolicy: 'cache-first' });
  const tipo = data?.usuarioLogado.tipo.id;
  return tipo === undefined ? null : canAccess({ tipo, funcionalidades: [] }, WRITE_RULE);
}
