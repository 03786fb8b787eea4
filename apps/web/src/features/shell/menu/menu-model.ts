/** One item of `menuUsuarioLogado.menus` (JSON text), spec 01 §3. */
export interface MenuItem {
  readonly title: string;
  readonly uri: string;
  readonly baseUri: string;
  readonly label: string | null;
  readonly external: boolean;
  readonly children: readonly MenuItem[];
  readonly product: string | null;
  readonly order: number;
}

/** A menu entry ready to render: a router link (internal) or a full-page link. */
export interface MenuEntry {
  readonly key: string;
  readonly title: string;
  readonly label: string | null;
  readonly href: string;
  readonly internal: boolean;
  readonly children: readonly MenuEntry[];
}

/** A top-level item: a heading with its entries. */
export interface MenuCategory {
  readonly key: string;
  readonly title: string;
  readonly entries: readonly MenuEntry[];
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function toItem(raw: unknown): MenuItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!str(r['title'])) return null;
  const order = Number(r['order']);
  return {
    title: str(r['title']),
    uri: str(r['uri']),
    baseUri: str(r['baseUri']),
    label: typeof r['label'] === 'string' ? r['label'] : null,
    external: r['external'] === true,
    children: Array.isArray(r['children']) ? r['children'].map(toItem).filter((i): i is MenuItem => i !== null) : [],
    product: typeof r['product'] === 'string' ? r['product'] : null,
    order: Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER,
  };
}

/** Parses the menus JSON text; anything malformed is dropped rather than breaking the shell. */
export function parseMenuItems(json: string | null | undefined): MenuItem[] {
  if (!json) return [];
  try {
    const data: unknown = JSON.parse(json);
    return Array.isArray(data) ? data.map(toItem).filter((i): i is MenuItem => i !== null) : [];
  } catch {
    return [];
  }
}

function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  if (!base) return path;
  const b = base.replace(/\/+$/, '');
  return path ? `${b}${path.startsWith('/') ? '' : '/'}${path}` : b;
}

/**
 * Where an item points. External items and items of another product reload the page at
 * `baseUri + uri`; the rest are router links (spec 01 §1).
 */
export function linkOf(item: Pick<MenuItem, 'uri' | 'baseUri' | 'external' | 'product'>, currentProduct: string) {
  const otherProduct = item.product !== null && item.product !== '' && item.product !== currentProduct;
  if (item.external || otherProduct) return { href: joinUrl(item.baseUri, item.uri), internal: false };
  return { href: item.uri || '/home', internal: true };
}

const byOrder = (a: MenuItem, b: MenuItem) => a.order - b.order;

function toEntry(item: MenuItem, key: string, currentProduct: string): MenuEntry {
  return {
    key,
    title: item.title,
    label: item.label,
    ...linkOf(item, currentProduct),
    children: [...item.children].sort(byOrder).map((c, i) => toEntry(c, `${key}.${i}`, currentProduct)),
  };
}

/**
 * Categories sorted by `order`, each with its entries sorted by `order`. A category without
 * entries falls back to a single entry titled `fallbackTitle` ('Início') pointing where the
 * category itself points.
 */
export function buildMenu(items: readonly MenuItem[], currentProduct: string, fallbackTitle: string): MenuCategory[] {
  return [...items].sort(byOrder).map((cat, i) => {
    const key = String(i);
    const entries = [...cat.children].sort(byOrder).map((c, j) => toEntry(c, `${key}.${j}`, currentProduct));
    if (entries.length > 0) return { key, title: cat.title, entries };
    const fallback: MenuEntry = {
      key: `${key}.0`,
      title: fallbackTitle,
      label: null,
      ...(cat.uri ? linkOf(cat, currentProduct) : { href: '/home', internal: true }),
      children: [],
    };
    return { key, title: cat.title, entries: [fallback] };
  });
}

/** Case- and accent-insensitive form used by the search ('Início' matches 'inicio'). */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
}

function filterEntries(entries: readonly MenuEntry[], q: string): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const e of entries) {
    if (normalise(e.title).includes(q)) {
      out.push(e);
      continue;
    }
    const children = filterEntries(e.children, q);
    if (children.length > 0) out.push({ ...e, children });
  }
  return out;
}

/**
 * Menu search (spec 01 §1): keeps entries whose title, or a descendant's title, contains the
 * query. A matching entry keeps all its children; a matching category keeps all its entries.
 */
export function filterMenu(categories: readonly MenuCategory[], query: string): MenuCategory[] {
  const q = normalise(query.trim());
  if (!q) return [...categories];
  const out: MenuCategory[] = [];
  for (const c of categories) {
    if (normalise(c.title).includes(q)) {
      out.push(c);
      continue;
    }
    const entries = filterEntries(c.entries, q);
    if (entries.length > 0) out.push({ ...c, entries });
  }
  return out;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Selected only on an exact match of the current path (spec 01 §1). */
export function isSelected(entry: Pick<MenuEntry, 'href' | 'internal'>, pathname: string): boolean {
  return entry.internal && trimSlash(entry.href) === trimSlash(pathname);
}
