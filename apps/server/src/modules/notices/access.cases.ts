import type { AccessCases } from '../../test/access-table.js';
import { dashboardAccessCases, type DashboardAccessFixtures } from './dashboard/access.cases.js';
import { leituraAccessCases, type LeituraAccessFixtures } from './leitura/access.cases.js';

/** What the area's table needs: each part's fixtures, filled in by access.test.ts. */
export type NoticesAccessFixtures = DashboardAccessFixtures & LeituraAccessFixtures;

/** The notices area's access table: its parts (the dashboard; the author's and the recipient's sides add theirs). */
export function noticesAccessCases(fx: NoticesAccessFixtures): AccessCases[] {
  return [...dashboardAccessCases(fx), ...leituraAccessCases(fx)];
}
