import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import type { ResolveUser } from '../graphql/context.js';
import { downloadRoutes } from './download.routes.js';
import type { PortalStorage } from './portal-storage.js';
import { fileProcessorOf } from './processing/plugin.js';
import './storage.messages.js';
import { tusRoutes } from './tus.routes.js';
import { createTusStore } from './tus-store.js';
import { uploadRoutes } from './upload.routes.js';

/**
 * The storage's REST side, registered by app.ts inside the /api scope: GET /api/arquivos/:token
 * (signed links), POST /api/upload (one-shot multipart) and /api/upload/tus (resumable). Each
 * has its own scope, so the multipart and tus body parsers apply to their routes alone.
 */
export async function storageRoutes(
  api: FastifyInstance,
  opts: { config: Config; database: Database; storage: PortalStorage; resolveUser: ResolveUser },
): Promise<void> {
  const { config, database, storage, resolveUser } = opts;
  // Processing starts at once in this instance (a document is searchable seconds later); an
  // instance without background work leaves the file to the schedule of one that has it.
  const processor = fileProcessorOf(api);
  const afterUpload = () => processor?.kick();
  const maxBytesCap = config.UPLOAD_MAX_BYTES;
  await api.register(downloadRoutes, { database, store: storage.store, links: storage.links });
  await api.register(uploadRoutes, { database, store: storage.store, resolveUser, maxBytesCap, afterUpload });
  await api.register(tusRoutes, { database, store: storage.store, uploads: createTusStore(config), resolveUser, maxBytesCap, afterUpload });
}
