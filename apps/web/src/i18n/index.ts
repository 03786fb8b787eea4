/**
 * The catalogs, one set of three files per area (shell and common messages at the top level) so
 * areas grow without touching each other's files. pt-BR is bundled (default language); es and en
 * are fetched only when chosen. The areas of lazy-areas.ts are fetched with their screens instead.
 */
import absencesPtBR from './absences/pt-BR.json';
import accountPtBR from './account/pt-BR.json';
import auditPtBR from './audit/pt-BR.json';
import dealersPtBR from './dealers/pt-BR.json';
import organisationPtBR from './organisation/pt-BR.json';
import shellPtBR from './pt-BR.json';
import usersPtBR from './users/pt-BR.json';
import userGroupsPtBR from './user-groups/pt-BR.json';
import libraryPtBR from './library/pt-BR.json';
import notificationsPtBR from './notifications/pt-BR.json';
import genericNotificationsPtBR from './generic-notifications/pt-BR.json';
import pushPtBR from './push/pt-BR.json';

/** The pt-BR files one by one (a test checks no two areas define the same message id). */
export const ptBRParts: readonly Record<string, string>[] = [
  shellPtBR,
  dealersPtBR,
  usersPtBR,
  organisationPtBR,
  auditPtBR,
  accountPtBR,
  absencesPtBR,
  userGroupsPtBR,
  libraryPtBR,
  notificationsPtBR,
  genericNotificationsPtBR,
  pushPtBR,
];

export const ptBR = {
  ...shellPtBR,
  ...dealersPtBR,
  ...usersPtBR,
  ...organisationPtBR,
  ...auditPtBR,
  ...accountPtBR,
  ...absencesPtBR,
  ...userGroupsPtBR,
  ...libraryPtBR,
  ...notificationsPtBR,
  ...genericNotificationsPtBR,
  ...pushPtBR,
};

type Catalog = Record<string, string>;
const merge = (parts: { default: Catalog }[]): Catalog => Object.assign({}, ...parts.map((p) => p.default));

/** The Spanish catalog, every area merged. */
export const loadEs = async (): Promise<Catalog> =>
  merge(
    await Promise.all([
      import('./es.json'),
      import('./dealers/es.json'),
      import('./users/es.json'),
      import('./organisation/es.json'),
      import('./audit/es.json'),
      import('./account/es.json'),
      import('./absences/es.json'),
      import('./user-groups/es.json'),
      import('./library/es.json'),
      import('./notifications/es.json'),
      import('./generic-notifications/es.json'),
      import('./push/es.json'),
    ]),
  );

/** The English catalog, every area merged. */
export const loadEn = async (): Promise<Catalog> =>
  merge(
    await Promise.all([
      import('./en.json'),
      import('./dealers/en.json'),
      import('./users/en.json'),
      import('./organisation/en.json'),
      import('./audit/en.json'),
      import('./account/en.json'),
      import('./absences/en.json'),
      import('./user-groups/en.json'),
      import('./library/en.json'),
      import('./notifications/en.json'),
      import('./generic-notifications/en.json'),
      import('./push/en.json'),
    ]),
  );
