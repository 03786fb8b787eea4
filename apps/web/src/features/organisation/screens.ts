import type { ComponentType } from 'react';
import { CATALOG_ROUTES, type CatalogRouteIds } from './catalog-routes';

type Loader = () => Promise<{ default: ComponentType }>;

const list: Loader = () => import('./CatalogListPage');
const form: Loader = () => import('./CatalogFormPage');

/**
 * Route id → screen of every administration list: one list screen and one form screen serve
 * them all, each finding its catalog from the route it is on.
 */
export const ORGANISATION_SCREENS: Readonly<Record<string, Loader>> = Object.fromEntries(
  Object.values(CATALOG_ROUTES).flatMap((r: CatalogRouteIds) => [
    [r.list, list],
    [r.editar, form],
    ...(r.novo ? [[r.novo, form] as const] : []),
  ]),
);
