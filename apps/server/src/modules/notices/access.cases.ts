import type { AccessCases } from '../../test/access-table.js';
import { dashboardAccessCases, type DashboardAccessFixtures } from './dashboard/access.cases.js';
import { escritaAccessCases, type EscritaAccessFixtures } from './escrita/access.cases.js';
import { leituraAccessCases, type LeituraAccessFixtures } from './leitura/access.cases.js';

/** What the area's table needs: each part's fixtures, filled in by access.test.ts. */
export type NoticesAccessFixtures = DashboardAccessFixtures & LeituraAccessFixtures & EscritaAccessFixtures;

/** The notices area's access table: its parts (the author's side, the recipient's side, the dashboard). */
export function noticesAccessCases(fx: NoticesAccessFixtures): AccessCases[] {
  return [...escritaAccessCases(fx), ...leituraAccessCases(fx), ...dashboardAccessCases(fx)];
}
