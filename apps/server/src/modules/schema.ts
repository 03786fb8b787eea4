import * as audit from '../platform/audit/audit.tables.js';
import * as identity from '../platform/identity/identity.tables.js';
import * as mail from '../platform/mail/mail.tables.js';
import * as portalProperties from '../platform/portal-properties/portal-properties.tables.js';
import * as storage from '../platform/storage/storage.tables.js';
import * as absences from './absences/absences.tables.js';
import * as dealers from './dealers/dealers.tables.js';
import * as imports from './imports/imports.tables.js';
import * as library from './library/library.tables.js';
import * as notices from './notices/notices.tables.js';
import * as notifications from './notifications/notifications.tables.js';
import * as organisation from './organisation/organisation.tables.js';
import * as reports from './reports/reports.tables.js';
import * as shell from './shell/shell.tables.js';
import * as slides from './slides/slides.tables.js';
import * as superadmin from './superadmin/migracoes/migracoes.tables.js';
import * as userGroups from './user-groups/user-groups.tables.js';
import * as userGroupsImport from './user-groups/importacao/importacao.tables.js';
import * as users from './users/users.tables.js';

/**
 * Every table of the app (the platform's and each area's `*.tables.ts`, the files migrations are
 * generated from), for drizzle: `openDatabase(url, { schema })` makes `db.query.<table>` and the
 * query builder know them. Assembled here, at the app's level, because the platform names no
 * area; an area still reads only its own tables (dependency rules). Adding a tables file = one
 * line here.
 */
export const schema = { ...audit, ...identity, ...mail, ...portalProperties, ...storage, ...organisation, ...shell, ...dealers, ...users, ...userGroups, ...userGroupsImport, ...absences, ...library, ...notifications, ...notices, ...slides, ...reports, ...imports, ...superadmin };

declare module '../platform/db/connection.js' {
  interface SchemaRegistry {
    schema: typeof schema;
  }
}
