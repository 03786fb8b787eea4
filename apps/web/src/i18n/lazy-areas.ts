import type { Locale } from '@portal/domain';
import type UsersPtBR from './users/pt-BR.json';
import type DealersPtBR from './dealers/pt-BR.json';
import type OrganisationPtBR from './organisation/pt-BR.json';
import type UserGroupsPtBR from './user-groups/pt-BR.json';
import type LibraryPtBR from './library/pt-BR.json';
import type AuditPtBR from './audit/pt-BR.json';
import type AbsencesPtBR from './absences/pt-BR.json';
import type AccountPtBR from './account/pt-BR.json';
import type GenericNotificationsPtBR from './generic-notifications/pt-BR.json';
import type NoticesDashboardPtBR from './notices-dashboard/pt-BR.json';
import type NoticesFormPtBR from './notices-form/pt-BR.json';
import type NoticesPtBR from './notices/pt-BR.json';
import type SuperadminPtBR from './superadmin/pt-BR.json';
import type HomePtBR from './home/pt-BR.json';
import type ToursPtBR from './tours/pt-BR.json';
import type SlidesPtBR from './slides/pt-BR.json';
import type ReportsPtBR from './reports/pt-BR.json';
import type ImportsPtBR from './imports/pt-BR.json';

/**
 * Area catalogs that stay out of the first view: fetched with their screens (app/screens.ts wraps
 * those screens in lib/intl/area-messages.tsx), in the language on screen. Only what the first
 * view itself reads ships in the entry (index.ts: the shell, the notifications bell and panel,
 * the push prompt). An area moves here when its screens are the only readers of its messages (or
 * a screen of another area that shows one of its components asks for it too: the library's
 * folder form opens the user-group form, app/library-group-form.tsx).
 */
type Catalog = Record<string, string>;
type Loaders = Readonly<Record<Locale, () => Promise<{ default: Catalog }>>>;

export const LAZY_AREAS = {
  home: [{ 'pt-BR': () => import('./home/pt-BR.json'), es: () => import('./home/es.json'), en: () => import('./home/en.json') }],
  notices: [
    { 'pt-BR': () => import('./notices/pt-BR.json'), es: () => import('./notices/es.json'), en: () => import('./notices/en.json') },
    { 'pt-BR': () => import('./notices-form/pt-BR.json'), es: () => import('./notices-form/es.json'), en: () => import('./notices-form/en.json') },
    {
      'pt-BR': () => import('./notices-dashboard/pt-BR.json'),
      es: () => import('./notices-dashboard/es.json'),
      en: () => import('./notices-dashboard/en.json'),
    },
  ],
  users: [{ 'pt-BR': () => import('./users/pt-BR.json'), es: () => import('./users/es.json'), en: () => import('./users/en.json') }],
  dealers: [{ 'pt-BR': () => import('./dealers/pt-BR.json'), es: () => import('./dealers/es.json'), en: () => import('./dealers/en.json') }],
  organisation: [
    {
      'pt-BR': () => import('./organisation/pt-BR.json'),
      es: () => import('./organisation/es.json'),
      en: () => import('./organisation/en.json'),
    },
  ],
  userGroups: [
    {
      'pt-BR': () => import('./user-groups/pt-BR.json'),
      es: () => import('./user-groups/es.json'),
      en: () => import('./user-groups/en.json'),
    },
  ],
  library: [{ 'pt-BR': () => import('./library/pt-BR.json'), es: () => import('./library/es.json'), en: () => import('./library/en.json') }],
  audit: [{ 'pt-BR': () => import('./audit/pt-BR.json'), es: () => import('./audit/es.json'), en: () => import('./audit/en.json') }],
  absences: [{ 'pt-BR': () => import('./absences/pt-BR.json'), es: () => import('./absences/es.json'), en: () => import('./absences/en.json') }],
  account: [{ 'pt-BR': () => import('./account/pt-BR.json'), es: () => import('./account/es.json'), en: () => import('./account/en.json') }],
  genericNotifications: [
    {
      'pt-BR': () => import('./generic-notifications/pt-BR.json'),
      es: () => import('./generic-notifications/es.json'),
      en: () => import('./generic-notifications/en.json'),
    },
  ],
  // The onboarding tours' steps and buttons: fetched with the tour's own chunk (features/tours).
  tours: [{ 'pt-BR': () => import('./tours/pt-BR.json'), es: () => import('./tours/es.json'), en: () => import('./tours/en.json') }],
  superadmin: [
    { 'pt-BR': () => import('./superadmin/pt-BR.json'), es: () => import('./superadmin/es.json'), en: () => import('./superadmin/en.json') },
  ],
  slides: [{ 'pt-BR': () => import('./slides/pt-BR.json'), es: () => import('./slides/es.json'), en: () => import('./slides/en.json') }],
  reports: [{ 'pt-BR': () => import('./reports/pt-BR.json'), es: () => import('./reports/es.json'), en: () => import('./reports/en.json') }],
  imports: [{ 'pt-BR': () => import('./imports/pt-BR.json'), es: () => import('./imports/es.json'), en: () => import('./imports/en.json') }],
} as const satisfies Record<string, readonly Loaders[]>;

export type LazyArea = keyof typeof LAZY_AREAS;

/** The message ids of the lazy areas (types only: nothing of them enters the bundle here). */
export type LazyMessages = typeof HomePtBR &
  typeof NoticesPtBR &
  typeof NoticesFormPtBR &
  typeof NoticesDashboardPtBR &
  typeof UsersPtBR &
  typeof DealersPtBR &
  typeof OrganisationPtBR &
  typeof UserGroupsPtBR &
  typeof LibraryPtBR &
  typeof AuditPtBR &
  typeof AbsencesPtBR &
  typeof AccountPtBR &
  typeof GenericNotificationsPtBR &
  typeof SuperadminPtBR &
  typeof ToursPtBR &
  typeof SlidesPtBR &
  typeof ReportsPtBR &
  typeof ImportsPtBR;

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
