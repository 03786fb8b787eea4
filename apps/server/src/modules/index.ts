import type { ApiModule } from '../platform/graphql/plugin.js';
import { absencesResolvers } from './absences/absences.resolvers.js';
import { accountResolvers } from './account/account.resolvers.js';
import { dealersResolvers } from './dealers/dealers.resolvers.js';
import { organisationLoaders } from './organisation/organisation.loaders.js';
import { organisationResolvers } from './organisation/organisation.resolvers.js';
import { auditResolvers } from './audit/audit.resolvers.js';
import { shellResolvers } from './shell/shell.resolvers.js';
import { usersLoaders, usersResolvers } from './users/users.resolvers.js';
import { inactivateUsersOfGrupo } from './users/users.service.js';
import { userGroupsResolvers } from './user-groups/user-groups.resolvers.js';
import { libraryResolvers } from './library/library.resolvers.js';
import { notificationsResolvers } from './notifications/notifications.resolvers.js';
import { noticesLoaders, noticesResolvers } from './notices/notices.resolvers.js';
import { provideGenericasAuditRecords } from './notifications/genericas/audit-records.js';
import { provideNoticesAuditRecords } from './notices/escrita/audit-records.js';
import { superadminResolvers } from './superadmin/superadmin.resolvers.js';
import { slidesResolvers } from './slides/slides.resolvers.js';
import { provideSlidesAuditRecords } from './slides/audit-records.js';
import { reportsResolvers } from './reports/reports.resolvers.js';
import { reportMenuEntries } from './reports/menu-entries.js';
import { importsResolvers } from './imports/imports.resolvers.js';

/**
 * Every area's part of the API, shell first (it declares the shared types and the @auth
 * directive). Adding an area = its folder + one line here.
 */
// The audit screen names models and generic notifications through the notifications area (ranked above audit).
provideGenericasAuditRecords();
provideNoticesAuditRecords();
provideSlidesAuditRecords();

export const MODULES: readonly ApiModule[] = [
  // The menu's reports category: the reports area's definitions the user may open, handed down.
  { area: 'shell', resolvers: shellResolvers({ menuEntries: reportMenuEntries }) },
  // Inactivating a dealer group inactivates its users: the users area's part, handed down.
  { area: 'dealers', resolvers: dealersResolvers({ inactivateUsersOfGrupo }) },
  { area: 'organisation', resolvers: organisationResolvers, loaders: organisationLoaders },
  { area: 'audit', resolvers: auditResolvers },
  { area: 'absences', resolvers: absencesResolvers },
  { area: 'account', resolvers: accountResolvers },
  { area: 'users', resolvers: usersResolvers, loaders: usersLoaders },
  { area: 'user-groups', resolvers: userGroupsResolvers },
  { area: 'library', resolvers: libraryResolvers },
  { area: 'notifications', resolvers: notificationsResolvers },
  { area: 'notices', resolvers: noticesResolvers, loaders: noticesLoaders },
  { area: 'superadmin', resolvers: superadminResolvers },
  { area: 'slides', resolvers: slidesResolvers },
  { area: 'reports', resolvers: reportsResolvers },
  { area: 'imports', resolvers: importsResolvers },
];
