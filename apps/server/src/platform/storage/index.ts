import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import { createDownloadLinks } from './download-links.js';
import { createObjectStore } from './object-store.js';
import type { PortalStorage } from './portal-storage.js';

export type { PortalStorage } from './portal-storage.js';

/**
 * The platform's file storage (DESIGN "files"): the object store of this deployment (disk under
 * DATA_DIR/files; S3 plugs in at createObjectStore) and the signed download links, whose key is
 * read from (or created in) the database so that every instance shares it.
 */
export async function createStorage(opts: { config: Config; database: Database; now?: () => number }): Promise<PortalStorage> {
  return {
    store: createObjectStore(opts.config),
    links: await createDownloadLinks(opts.database, { now: opts.now }),
  };
}

export { cleanUpStorage, storageCleanupJob, STORAGE_CLEANUP_JOB, ORPHAN_GRACE_MS, type CleanupResult } from './cleanup.js';
export { createDownloadLinks, SignedDownloadLinks, DOWNLOAD_LINK_TTL_SECONDS, type LinkCheck } from './download-links.js';
export { DiskStore } from './disk-store.js';
export { StorageNotFoundError, StorageTooLargeError } from './errors.js';
export { isObjectKey, newObjectKey } from './keys.js';
export { createObjectStore } from './object-store.js';
export { storageRoutes } from './routes.js';
export { ARQUIVO_ID_HEADER, TUS_PATH } from './tus.routes.js';
export { UPLOAD_PATH } from './upload.routes.js';
export { UPLOAD_RULES, uploadRule } from './upload-rules.js';
export { deleteStoredFiles } from './uploads.js';
export { INLINE_TYPES } from './disposition.js';
export * from './types.js';
