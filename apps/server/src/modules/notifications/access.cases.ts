import type { AccessCases } from '../../test/access-table.js';
import { genericasAccessCases, type GenericasAccessFixtures } from './genericas/access.cases.js';
import { minhasAccessCases, type MinhasAccessFixtures } from './minhas/access.cases.js';
import { pushAccessCases } from './push/access.cases.js';

/** What the area's table needs: each part's fixtures, filled in by access.test.ts. */
export type NotificationsAccessFixtures = GenericasAccessFixtures & MinhasAccessFixtures;

/** The notifications area's access table: its three parts (own notifications, generic notifications and models, web push). */
export function notificationsAccessCases(fx: NotificationsAccessFixtures): AccessCases[] {
  return [...minhasAccessCases(fx), ...genericasAccessCases(fx), ...pushAccessCases()];
}
