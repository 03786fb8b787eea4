import type { Locale } from '@portal/domain';
import type NoticesDashboardPtBR from './notices-dashboard/pt-BR.json';
import type NoticesFormPtBR from './notices-form/pt-BR.json';
import type NoticesPtBR from './notices/pt-BR.json';

/**
 * Area catalogs that stay out of the first view: fetched with their screens (app/screens.ts wraps
 * those screens in lib/intl/area-messages.tsx), in the language on screen. Every other area's
 * pt-BR catalog ships in the entry (index.ts). An area moves here when its screens are the only
 * readers of its messages.
 */
type Catalog = Record<string, string>;
type Loaders = Readonly<Record<Locale, () => Promise<{ default: Catalog }>>>;

export const LAZY_AREAS = {
  notices: [
    { 'pt-BR': () => import('./notices/pt-BR.json'), es: () => import('./notices/es.json'), en: () => import('./notices/en.json') },
    { 'pt-BR': () => import('./notices-form/pt-BR.json'), es: () => import('./notices-form/es.json'), en: () => import('./notices-form/en.json') },
    {
      'pt-BR': () => import('./notices-dashboard/pt-BR.json'),
      es: () => import('./notices-dashboard/es.json'),
      en: () => import('./notices-dashboard/en.json'),
    },
  ],
} as const satisfies Record<string, readonly Loaders[]>;

export type LazyArea = keyof typeof LAZY_AREAS;

/** The message ids of the lazy areas (types only: nothing of them enters the bundle here). */
export type LazyMessages = typeof NoticesPtBR & typeof NoticesFormPtBR & typeof NoticesDashboardPtBR;

/** One lazy area's catalog in a language, its files merged. */
export async function loadArea(area: LazyArea, locale: Locale): Promise<Catalog> {
  const parts = await Promise.all(LAZY_AREAS[area].map((files) => files[locale]()));
  return Object.assign({}, ...parts.map((p) => p.default));
}

/** The pt-BR files of the lazy areas, one by one (the catalogs test: no id defined twice). */
export async function lazyPtBRParts(): Promise<Catalog[]> {
  const all = Object.values(LAZY_AREAS).flat();
  return (await Promise.all(all.map((files) => files['pt-BR']()))).map((p) => p.default);
}
