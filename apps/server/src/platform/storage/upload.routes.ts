import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess, idiomaFromTag, type Idioma } from '@portal/domain';
import type { Database } from '../db/connection.js';
import type { CurrentUser, ResolveUser } from '../graphql/context.js';
import { t } from '../i18n/messages.js';
import { errorBody, sendError } from './http-errors.js';
import type { ObjectStore } from './types.js';
import { effectiveMaxBytes, uploadRule, uploadRulesFor, type UploadRule } from './upload-rules.js';
import { checkAgainstRule, receiveFile, recordFile, tooLarge, UploadError, type ReceivedFile } from './uploads.js';

/** Route of the one-shot upload (spec 02 §7 REST). */
export const UPLOAD_PATH = '/api/upload';

/** Largest `info` field, bytes: a tiny JSON. */
const INFO_MAX_BYTES = 4096;

/**
 * What a multipart body may hold beyond the file itself: boundaries, part headers (a long file
 * name), the `info` field. A declared Content-Length over the file limit plus this is refused
 * before a byte of the body is read.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadRoutesOptions {
  database: Database;
  store: ObjectStore;
  resolveUser: ResolveUser;
  /** UPLOAD_MAX_BYTES: lowers every rule's limit when set (tests, a proxy that caps bodies lower). */
  maxBytesCap?: number;
  /** Starts the processing of the new file in this instance (a no-op where it runs no background work). */
  afterUpload: (arquivoId: string) => void;
}

/** Reads the `info` field: `{ "fileType": "LIBRARY" }`; its rule, checked against the user. */
function ruleOfInfo(value: unknown, user: CurrentUser): { fileType: string; rule: UploadRule } {
  // A part sent as application/json arrives parsed already (@fastify/multipart).
  let info: unknown = value;
  if (typeof value === 'string') {
    try {
      info = JSON.parse(value);
    } catch {
      info = null;
    }
  }
  const fileType = (info as { fileType?: unknown } | null)?.fileType;
  const rule = uploadRule(fileType);
  if (!rule) throw new UploadError(400, 'error.arquivo.info', {}, 'info');
  if (!canAccess(user, rule.access)) throw new UploadError(403, 'error.forbidden', {}, 'info');
  return { fileType: fileType as string, rule };
}

/**
 * POST /api/upload: multipart with an `info` field (`{ "fileType": "LIBRARY" }`, before or after
 * the file) and one `file` part; answers `{ id }`, the new arquivo's id, which an area then
 * attaches (uploadArquivos). Signed in and allowed to upload some file type, and a Content-Length
 * within the limit, checked before the body is read (401, 403, 413). The file streams straight into the store: the size limit is counted
 * on the way (413), the type judged on the first bytes (415), and a failure of any kind, a client
 * that drops included, leaves neither object nor row.
 */
export async function uploadRoutes(app: FastifyInstance, opts: UploadRoutesOptions): Promise<void> {
  const users = new WeakMap<FastifyRequest, CurrentUser>();
  const idiomaOf = (req: FastifyRequest): Idioma => users.get(req)?.idioma ?? idiomaFromTag(req.headers['accept-language']);
  const maxOf = (rule: UploadRule) => effectiveMaxBytes(rule, opts.maxBytesCap);

  // In this scope only: the rest of the API keeps refusing multipart bodies.
  await app.register(multipart, {
    // Sizes are enforced by the store while streaming (a clean 413, nothing left behind).
    limits: { fileSize: Infinity, files: 1, fields: 4, fieldSize: INFO_MAX_BYTES, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: false,
    // `info` is a field even when a browser sends it as a Blob (with a file name).
    isPartAFile: (field, contentType, fileName) => field !== 'info' && (fileName !== undefined || contentType === 'application/octet-stream'),
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    // A refusal before the whole body was read: close, so the client stops sending the rest.
    if (!req.raw.complete) reply.header('connection', 'close');
    const idioma = idiomaOf(req);
    if (err instanceof UploadError) return reply.code(err.status).send(errorBody(idioma, err));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return sendError(reply, idioma, 415, 'error.arquivo.ausente', 'file');
    }
    if (err.code === 'FST_MP_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      req.log.info({ err }, 'upload: client went away');
      return reply.code(400).send({ code: 'BAD_USER_INPUT', message: err.message });
    }
    if (err.statusCode && err.statusCode < 500) {
      return sendError(reply, idioma, err.statusCode === 413 ? 400 : err.statusCode, 'error.invalidInput', 'file');
    }
    req.log.error({ err }, 'upload failed');
    return reply.code(500).send({ code: 'INTERNAL_SERVER_ERROR', message: t(idioma, 'error.internal', { requestId: req.id }) });
  });

  app.post(
    UPLOAD_PATH,
    {
      // Before the body is read: nobody may stream 900 MB at us without the right to keep them.
      onRequest: async (req, reply) => {
        const user = await opts.resolveUser(req);
        if (!user) return sendError(reply, idiomaOf(req), 401, 'error.unauthenticated', 'file');
        users.set(req, user);
        const mayUse = uploadRulesFor(user);
        if (mayUse.length === 0) return sendError(reply, user.idioma, 403, 'error.forbidden', 'file');
        // A body announced larger than any file the user may send is not read at all.
        const max = Math.max(...mayUse.map(maxOf));
        if (Number(req.headers['content-length']) > max + MULTIPART_OVERHEAD_BYTES) {
          return reply.header('connection', 'close').code(413).send(errorBody(user.idioma, tooLarge(max)));
        }
      },
    },
    async (req) => {
      const user = users.get(req)!;
      const mayUse = uploadRulesFor(user);
      let chosen: { fileType: string; rule: UploadRule } | null = null;
      let received: ReceivedFile | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'info') continue;
            if (chosen) throw new UploadError(400, 'error.arquivo.info', {}, 'info');
            chosen = ruleOfInfo(part.value, user);
            if (received) checkAgainstRule(received, chosen.rule, maxOf(chosen.rule));
          } else {
            if (part.fieldname !== 'file' || received) throw new UploadError(400, 'error.arquivo.ausente');
            // Before `info`, the file is held to what any of the user's types allows; the
            // type's own rule is checked once `info` arrives.
            const rules = chosen ? [chosen.rule] : mayUse;
            const maxBytes = Math.max(...rules.map(maxOf));
            received = await receiveFile(opts.store, part.file, { nome: part.filename, rules, maxBytes });
          }
        }
        if (!chosen) throw new UploadError(400, 'error.arquivo.info', {}, 'info');
        if (!received) throw new UploadError(400, 'error.arquivo.ausente');
        const id = await recordFile(opts.database.db, opts.store, received, {
          tipoArquivo: chosen.fileType,
          enviadoPorId: user.id,
        });
        received = null;
        opts.afterUpload(id);
        return { id };
      } finally {
        // Refused after the bytes were stored (a late `info`, a second file, a dropped client):
        // the object goes too. recordFile cleans up after itself.
        if (received) await opts.store.delete(received.key);
      }
    },
  );
}
