import { sql } from 'drizzle-orm';
import {
  canAccess,
  IDIOMAS,
  LANGUAGES,
  MENU_CATEGORIES,
  ROUTES,
  type FeatureKey,
  type MenuCategory,
} from '@portal/domain';
import { ttlCache } from '../../platform/cache/ttl-cache.js';
import { z } from 'zod';
import type { Db } from '../../platform/db/connection.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import { temaProprio } from '../users/usuario-proprio.queries.js';
import { getPortalLabels, getPortalProperties, PORTAL_PROPERTIES_TTL_MS } from '../../platform/portal-properties/portal-properties.js';

/** Spec 01 §3 menu item; categories are items with children. */
export interface MenuItem {
  title: string;
  uri: string;
  baseUri: string;
  /** Catalog key of the title, so the web can re-translate without a round trip. */
  label: string;
  external: boolean;
  children: MenuItem[];
  product: string;
  order: number;
}

export const CURRENT_PRODUCT = 'PORTAL';

/** Another product's menu entry, from the organisation's published product configuration. */
const ProductItem = z.object({
  categoria: z.string(),
  titulo: z.string(),
  caminho: z.string(),
  chave_funcionalidade: z.string().nullable(),
  ordem: z.number(),
  codigo: z.string(),
  base_uri: z.string(),
});

/** Other products' menu entries: configuration, read on every page load, kept like the properties. */
const productItems = ttlCache(PORTAL_PROPERTIES_TTL_MS, (db: Db) =>
  queryRows(db, ProductItem, sql`
    select mi.categoria, mi.titulo, mi.caminho, mi.chave_funcionalidade, mi.ordem, p.codigo, p.base_uri
      from menu_itens_produto mi join produtos p on p.id = mi.produto_id
     order by mi.ordem`),
);

/**
 * Menu entries an area ranked above the shell supplies for a user (the reports the user may open):
 * handed down through modules/index.ts, since the shell must not import those areas. Each is a
 * portal path, already titled in the user's language and filtered by the area's own rule.
 */
export interface ExtraMenuEntry {
  category: MenuCategory;
  title: string;
  uri: string;
  order: number;
}
export type MenuEntriesProvider = (db: Db, user: CurrentUser) => Promise<readonly ExtraMenuEntry[]>;

/**
 * Builds the signed-in user's menu: the portal's own routes that have a screen and that the user
 * may open (canAccess of the route table), plus other products' entries (full-page links from
 * their base address) gated by their feature key. Empty categories are left out.
 */
export async function buildMenu(db: Db, user: CurrentUser, portalBaseUri: string, extra: MenuEntriesProvider = noExtra): Promise<MenuItem[]> {
  // Titles such as the dealers entry are the portal's own labels in the user's language (spec 01 §1).
  const [rows, labels, extraEntries] = await Promise.all([productItems.get(db), getPortalLabels(db, user.idioma), extra(db, user)]);
  const byCategory = new Map<MenuCategory, MenuItem[]>(MENU_CATEGORIES.map((c) => [c, []]));
  for (const route of ROUTES) {
    if (!route.menu || route.public || !canAccess(user, route.access)) continue;
    byCategory.get(route.menu.category)!.push({
      title: t(user.idioma, `route.${route.id}`, labels),
      uri: route.path,
      baseUri: portalBaseUri,
      label: `route.${route.id}`,
      external: false,
      children: [],
      product: CURRENT_PRODUCT,
      order: route.menu.order,
    });
  }
  for (const entry of extraEntries) {
    byCategory.get(entry.category)?.push({
      title: entry.title,
      uri: entry.uri,
      baseUri: portalBaseUri,
      label: '',
      external: false,
      children: [],
      product: CURRENT_PRODUCT,
      order: entry.order,
    });
  }
  for (const row of rows) {
    const category = row.categoria as MenuCategory;
    if (!byCategory.has(category)) continue;
    const rule = row.chave_funcionalidade ? { features: [row.chave_funcionalidade as FeatureKey] } : {};
    if (!canAccess(user, rule)) continue;
    byCategory.get(category)!.push({
      title: row.titulo,
      uri: row.caminho,
      baseUri: row.base_uri,
      label: '',
      external: row.codigo !== CURRENT_PRODUCT,
      children: [],
      product: row.codigo,
      order: row.ordem,
    });
  }
  return MENU_CATEGORIES.flatMap((category, index) => {
    const children = byCategory.get(category)!.sort((a, b) => a.order - b.order);
    if (children.length === 0) return [];
    return [
      {
        title: t(user.idioma, `menu.category.${category}`),
        uri: '',
        baseUri: portalBaseUri,
        label: `menu.category.${category}`,
        external: false,
        children,
        product: CURRENT_PRODUCT,
        order: index,
      },
    ];
  });
}

/** The palette of the user's first active brand (the theme of spec 01 §3 "Menu data"). */
async function userTheme(db: Db, userId: number): Promise<string> {
  return (await temaProprio(db, userId)) ?? 'provedor';
}

const noExtra: MenuEntriesProvider = async () => [];

/** Spec 01 §3 "Menu data for the logged user"; menus as JSON text. */
export async function menuUsuarioLogado(db: Db, user: CurrentUser, portalUrl: string, extra: MenuEntriesProvider = noExtra) {
  const [props, theme, menus] = await Promise.all([
    getPortalProperties(db),
    userTheme(db, user.id),
    buildMenu(db, user, portalUrl, extra),
  ]);
  return {
    title: props.name,
    theme,
    productName: props.name,
    currentProduct: CURRENT_PRODUCT,
    linkHelpTec: props.linkHelpTec,
    linkPortal: portalUrl,
    linkAcademia: props.linkAcademia,
    brandImageUrl: null,
    showMyAccount: props.showMyAccount,
    showOnboarding: props.showOnboarding,
    locales: IDIOMAS.map((id) => ({ id, description: LANGUAGES[id] })),
    menus: JSON.stringify(menus),
  };
}
