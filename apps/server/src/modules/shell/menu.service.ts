import { sql } from 'drizzle-orm';
import { canAccess, MENU_CATEGORIES, ROUTES, type FeatureKey, type MenuCategory } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';

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

interface ProductItemRow {
  categoria: string;
  titulo: string;
  caminho: string;
  chave_funcionalidade: string | null;
  ordem: number;
  codigo: string;
  base_uri: string;
  [k: string]: unknown;
}

/**
 * Builds the signed-in user's menu: the portal's own routes that have a screen and that the user
 * may open (canAccess of the route table), plus other products' entries (full-page links from
 * their base address) gated by their feature key. Empty categories are left out.
 */
export async function buildMenu(db: Db, user: CurrentUser, portalBaseUri: string): Promise<MenuItem[]> {
  const res = await db.execute<ProductItemRow>(sql`
    select mi.categoria, mi.titulo, mi.caminho, mi.chave_funcionalidade, mi.ordem, p.codigo, p.base_uri
      from menu_itens_produto mi join produtos p on p.id = mi.produto_id
     order by mi.ordem`);
  const byCategory = new Map<MenuCategory, MenuItem[]>(MENU_CATEGORIES.map((c) => [c, []]));
  for (const route of ROUTES) {
    if (!route.menu || route.public || !canAccess(user, route.access)) continue;
    byCategory.get(route.menu.category)!.push({
      title: t(user.idioma, `route.${route.id}`),
      uri: route.path,
      baseUri: portalBaseUri,
      label: `route.${route.id}`,
      external: false,
      children: [],
      product: CURRENT_PRODUCT,
      order: route.menu.order,
    });
  }
  for (const row of res.rows) {
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
