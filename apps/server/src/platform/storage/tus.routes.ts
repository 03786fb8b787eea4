import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, extensionOf, idiomaFromTag, type Idioma } from '@portal/domain';
import type { Database } from '../db/connection.js';
import type { CurrentUser, ResolveUser } from '../graphql/context.js';
import { errorBody, sendError } from './http-errors.js';
import type { ObjectStore } from './types.js';
import { allowedContent, effectiveMaxBytes, UPLOAD_RULES, uploadRule, uploadRulesFor } from './upload-rules.js';
import { extensionRefused, fileBaseName, finishedUpload, receiveLocalFile, recordFile, tooLarge, UploadError } from './uploads.js';

/** Where resumable uploads live (tus 1.0.0: POST creates, HEAD tells the offset, PATCH appends). */
export const TUS_PATH = '/api/upload/tus';

/** Response header of the PATCH that completes an upload: the new arquivo's id (as `{ id }` of POST /api/upload). */
export const ARQUIVO_ID_HEADER = 'Upload-Arquivo-Id';

export interface TusRoutesOptions {
  database: Database;
  store: ObjectStore;
  uploads: FileStore;
  resolveUser: ResolveUser;
  /** UPLOAD_MAX_BYTES: lowers every rule's limit when set. */
  maxBytesCap?: number;
  /** Starts the processing of a new file (thumbnail, text) in this instance. */
  afterUpload: (arquivoId: string) => void;
}

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** What the tus hooks throw to answer with a status and a house error body (JSON text). */
function refusal(idioma: Idioma, err: UploadError): { status_code: number; body: string } {
  return { status_code: err.status, body: JSON.stringify(errorBody(idioma, err)) };
}

/**
 * Resumable uploads with tus (@tus/server inside Fastify) at /api/upload/tus, for files too big
 * to send in one go over a shaky connection. Metadata on creation: `filename` and `fileType`.
 *
 * - Every request carries the bearer token (tus-js-client `headers`); the user must be signed in
 *   (401) and allowed the upload's fileType (403), checked on each request. The creator's id is
 *   written into the upload's metadata here, never taken from the client, and only the creator
 *   may continue (HEAD, PATCH) or cancel (DELETE) it.
 * - The extension is checked on creation, the content when the last byte arrives; then the file
 *   goes into the object store whole (ObjectStore.putFile: a link on the disk store, no second
 *   copy of 900 MB), an `arquivos` row is written, the tus files are
 *   deleted and the completing PATCH answers with the header Upload-Arquivo-Id. A refused file
 *   answers 415 (or 413) with the house error body and leaves nothing behind.
 * - Chunks: the server takes any chunk size up to the upload's remaining length; Fastify's body
 *   limit does not apply (the body is handed to tus untouched). The web client should send
 *   chunks of 50 MB (`chunkSize`): at most 18 PATCH requests for 900 MB, far below the API's
 *   per-minute rate limit, and each small enough for a proxy's body limit and a quick retry.
 * - Unfinished uploads expire after 24 h (TUS_EXPIRATION_MS) and the cleanup job removes them.
 * - Several instances: the tus files are on the instance's DATA_DIR and tus's lock is in memory,
 *   so the requests of one upload must reach the same instance (sticky sessions), or DATA_DIR/tus
 *   must be shared and a shared locker configured. The shipped deployment does the first on a
 *   shared DATA_DIR: deploy/nginx/portal.conf hashes each upload's address to one instance.
 */
export async function tusRoutes(app: FastifyInstance, opts: TusRoutesOptions): Promise<void> {
  const users = new WeakMap<IncomingMessage, CurrentUser>();
  const finishing = new Set<string>();
  const largest = Math.max(...Object.values(UPLOAD_RULES).map((r) => effectiveMaxBytes(r, opts.maxBytesCap)));

  const userOf = (req: TusRequest): CurrentUser => {
    const raw = req.runtime?.node?.req as IncomingMessage | undefined;
    const user = raw ? users.get(raw) : undefined;
    // The onRequest hook below has set it; a request without one never reaches tus.
    if (!user) throw { status_code: 401, body: '' };
    return user;
  };

  /** The rule of an upload's fileType, if the user may still use it. */
  const ruleFor = (user: CurrentUser, fileType: string | null | undefined) => {
    const rule = uploadRule(fileType);
    if (!rule) throw refusal(user.idioma, new UploadError(400, 'error.arquivo.info', {}, 'fileType'));
    if (!canAccess(user, rule.access)) throw refusal(user.idioma, new UploadError(403, 'error.forbidden', {}, 'fileType'));
    return rule;
  };

  const server = new Server({
    path: TUS_PATH,
    datastore: opts.uploads,
    maxSize: largest,
    // Location `/api/upload/tus/<id>`: no Host header trusted to build an absolute URL.
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin at all.
    allowedOrigins: [],
    exposedHeaders: [ARQUIVO_ID_HEADER],

    async onIncomingRequest(req, id) {
      const user = userOf(req);
      if (req.method === 'POST') return; // a new upload: onUploadCreate checks it
      const upload = await opts.uploads.getUpload(id);
      if (upload.metadata?.usuarioId !== String(user.id)) {
        throw refusal(user.idioma, new UploadError(403, 'error.forbidden', {}, 'upload'));
      }
      ruleFor(user, upload.metadata?.fileType);
    },

    async onUploadCreate(req, upload) {
      const user = userOf(req);
      const meta = upload.metadata ?? {};
      const rule = ruleFor(user, meta.fileType);
      const nome = fileBaseName(meta.filename ?? '');
      if (!nome) throw refusal(user.idioma, new UploadError(400, 'error.arquivo.nome', {}, 'filename'));
      const ext = extensionOf(nome);
      if (!allowedContent([rule], ext)) throw refusal(user.idioma, extensionRefused(ext, [rule]));
      if (upload.sizeIsDeferred) {
        throw refusal(user.idioma, new UploadError(400, 'error.arquivo.tamanhoDesconhecido', {}, 'file'));
      }
      const max = effectiveMaxBytes(rule, opts.maxBytesCap);
      if (upload.size! > max) throw refusal(user.idioma, tooLarge(max));
      // Replaces whatever the client sent: the owner is the server's word.
      return { metadata: { filename: nome, fileType: meta.fileType!, usuarioId: String(user.id) } };
    },

    async onUploadFinish(req, upload) {
      const user = userOf(req);
      const id = upload.id;
      if (finishing.has(id)) throw refusal(user.idioma, new UploadError(409, 'error.invalidInput', {}, 'upload'));
      finishing.add(id);
      try {
        const meta = upload.metadata ?? {};
        const rule = ruleFor(user, meta.fileType);
        // The complete tus file becomes the object as it is (a link on the same disk), not a copy.
        const received = await receiveLocalFile(opts.store, path.join(opts.uploads.directory, id), {
          nome: meta.filename ?? '',
          rules: [rule],
          maxBytes: effectiveMaxBytes(rule, opts.maxBytesCap),
        });
        const arquivoId = await recordFile(opts.database.db, opts.store, received, {
          tipoArquivo: meta.fileType!,
          enviadoPorId: user.id,
          uploadTusId: id,
        });
        opts.afterUpload(arquivoId);
        return { headers: { [ARQUIVO_ID_HEADER]: arquivoId } };
      } catch (err) {
        if (err instanceof UploadError) throw refusal(user.idioma, err);
        throw err;
      } finally {
        finishing.delete(id);
        // Moved or refused, the tus copy has served its purpose either way.
        await opts.uploads.remove(id).catch((err: unknown) => app.log.warn({ err, id }, 'tus: could not remove a finished upload'));
      }
    },
  });

  // The body reaches tus untouched (no parsing, no body limit: tus counts the bytes itself).
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const idiomaOf = (req: FastifyRequest): Idioma => idiomaFromTag(req.headers['accept-language']);
  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'OPTIONS') return;
    const user = await opts.resolveUser(req);
    if (!user) return sendError(reply, idiomaOf(req), 401, 'error.unauthenticated', 'file');
    if (uploadRulesFor(user).length === 0) return sendError(reply, user.idioma, 403, 'error.forbidden', 'file');
    users.set(req.raw, user);
  };
  const handle = async (req: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
    // A finished upload is gone from the tus store. When the answer to its last PATCH was lost,
    // the client asks where it stands (HEAD): tell its creator it is complete, and which file it became.
    if (req.method === 'HEAD' && req.params.id) {
      const done = await finishedUpload(opts.database.db, req.params.id, users.get(req.raw)!.id);
      if (done) {
        return reply
          .code(200)
          .headers({ 'tus-resumable': '1.0.0', 'upload-offset': String(done.tamanho), 'upload-length': String(done.tamanho), 'cache-control': 'no-store', [ARQUIVO_ID_HEADER]: done.id })
          .send();
      }
    }
    reply.hijack();
    try {
      await server.handle(req.raw, reply.raw);
    } catch (err) {
      req.log.error({ err }, 'tus request failed');
      reply.raw.destroy();
    }
  };
  // No GET: an upload is never downloaded from here.
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];
  app.route({ method: methods, url: TUS_PATH, onRequest: authenticate, handler: handle });
  app.route({ method: methods, url: `${TUS_PATH}/:id`, onRequest: authenticate, handler: handle });
}
