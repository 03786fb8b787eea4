import path from 'node:path';
import type { Config } from '../../config.js';
import { DiskStore } from './disk-store.js';
import type { ObjectStore } from './types.js';

/** Directory of the disk store under DATA_DIR (outside any web root: files are served only by link). */
export const FILES_DIR = 'files';

/**
 * The object store of this deployment. Today always the disk under `<DATA_DIR>/files`.
 * An S3 store (DESIGN: `STORAGE=s3` + S3 settings, `@aws-sdk/client-s3`, for several instances
 * without a shared disk) plugs in here: a class implementing ObjectStore (put via a multipart
 * upload that aborts past maxBytes, get with a `Range` header), chosen by a STORAGE variable of
 * config.ts. Nothing else changes: every area reaches files through ObjectStore only.
 */
export function createObjectStore(config: Pick<Config, 'dataDir'>): ObjectStore & { sweepTemporaries?(before: Date): Promise<number> } {
  return new DiskStore(path.join(config.dataDir, FILES_DIR));
}
