import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../config.js';

/** Directory of unfinished resumable uploads under DATA_DIR (`<id>` bytes + `<id>.json` info). */
export const TUS_DIR = 'tus';

/** How long an unfinished resumable upload may wait for its next chunk before the cleanup removes it. */
export const TUS_EXPIRATION_MS = 24 * 60 * 60 * 1000;

/**
 * The store of resumable uploads in progress (@tus/file-store). Finished uploads leave it at once
 * for the object store (tus.routes.ts); what stays is half-sent and expires after a day.
 */
export function createTusStore(config: Pick<Config, 'dataDir'>): FileStore {
  return new FileStore({ directory: path.join(config.dataDir, TUS_DIR), expirationPeriodInMilliseconds: TUS_EXPIRATION_MS });
}
