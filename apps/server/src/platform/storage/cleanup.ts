import type { FileStore } from '@tus/file-store';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import type { JobDefinition } from '../jobs/jobs.js';
import { createObjectStore } from './object-store.js';
import { arquivos } from './storage.tables.js';
import { createTusStore } from './tus-store.js';
import type { ObjectStore } from './types.js';

/** How long an uploaded file may wait to be attached by an area before it counts as an orphan. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** Rows claimed per transaction: small, so locks are short and a failure loses little work. */
const BATCH = 100;

/** What a cleanup removed. */
export interface CleanupResult {
  arquivos: number;
  uploads: number;
  temporarios: number;
}

/**
 * Deletes what uploads left unused:
 * - `arquivos` rows never attached (`anexado_em is null`) for more than ORPHAN_GRACE_MS, with their
 *   objects and thumbnails. Rows are claimed `for update skip locked` and their objects deleted
 *   before the rows, in one transaction: an area attaching a file at that moment waits, then finds
 *   no row (and fails cleanly) instead of pointing at deleted bytes; a crash in between leaves the
 *   rows for the next run (deleting a missing object is fine).
 * - unfinished resumable uploads past their expiry (tus `deleteExpired`);
 * - temporary files of puts that died with their process.
 */
export async function cleanUpStorage(opts: {
  database: Database;
  store: ObjectStore & { sweepTemporaries?(before: Date): Promise<number> };
  uploads?: FileStore;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<CleanupResult> {
  const before = new Date(opts.now.getTime() - ORPHAN_GRACE_MS);
  let removed = 0;
  for (;;) {
    const batch = await opts.database.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: arquivos.id, chave: arquivos.chave, miniatura: arquivos.miniaturaChave })
        .from(arquivos)
        .where(and(isNull(arquivos.anexadoEm), lt(arquivos.enviadoEm, before)))
        .orderBy(arquivos.enviadoEm)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await opts.store.delete(row.chave);
        if (row.miniatura) await opts.store.delete(row.miniatura);
      }
      if (rows.length > 0) await tx.delete(arquivos).where(inArray(arquivos.id, rows.map((r) => r.id)));
      return rows.length;
    });
    removed += batch;
    if (batch < BATCH) break;
  }
  const uploads = opts.uploads ? await opts.uploads.deleteExpired() : 0;
  const temporarios = (await opts.store.sweepTemporaries?.(before)) ?? 0;
  const result = { arquivos: removed, uploads, temporarios };
  opts.log?.info(result, 'storage cleanup');
  return result;
}

/** Queue name of the cleanup job. */
export const STORAGE_CLEANUP_JOB = 'arquivos-limpeza';

/** The hourly cleanup of orphan files and expired uploads (registered in app.ts next to the other jobs). */
export function storageCleanupJob(config: Pick<Config, 'dataDir'>): JobDefinition {
  return {
    name: STORAGE_CLEANUP_JOB,
    cron: '23 * * * *',
    pollingIntervalSeconds: 300,
    run: ({ database, log, now }) =>
      cleanUpStorage({ database, store: createObjectStore(config), uploads: createTusStore(config), now, log }),
  };
}
