import { and, eq, isNotNull } from 'drizzle-orm';
import { reportOrigin } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { relatorios } from './reports.tables.js';

/**
 * The origins of the active external dashboards: what the page's CSP frame-src allows besides
 * 'self' (platform/http/security.ts asks for them on every response, so they are kept in memory).
 * Loaded when the app starts, reloaded at once after a definition is saved, activated or
 * inactivated on this instance, and at most REFRESH_MS after a change made on another instance
 * (the next response after that time starts a reload in the background). Only https origins of
 * stored addresses (reportOrigin), never a wildcard.
 */
export const FRAME_ORIGINS_REFRESH_MS = 60_000;

let origins: readonly string[] = [];
let loadedAt = 0;
let loading: Promise<void> | null = null;

/** Reads the active external definitions' origins now. */
export async function refreshFrameOrigins(db: Db): Promise<void> {
  const rows = await db
    .select({ url: relatorios.url })
    .from(relatorios)
    .where(and(eq(relatorios.active, true), eq(relatorios.tipo, 'EXTERNO'), isNotNull(relatorios.url)));
  origins = [...new Set(rows.map((r) => (r.url ? reportOrigin(r.url) : null)).filter((o): o is string => o !== null))].sort();
  loadedAt = Date.now();
}

/** The origins as last read; past REFRESH_MS, starts one background reload (its failure keeps the last list). */
export function frameOrigins(db: Db): readonly string[] {
  if (Date.now() - loadedAt > FRAME_ORIGINS_REFRESH_MS && !loading) {
    loading = refreshFrameOrigins(db)
      .catch(() => undefined)
      .finally(() => (loading = null));
  }
  return origins;
}
