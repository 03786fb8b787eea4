import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, FEATURES, idiomaFromTag, LIBRARY_EXTENSIONS, LIMITS, type Idioma } from '@portal/domain';
import type { Database } from '../../platform/db/connection.js';
import { parseId } from '../../platform/db/ids.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser, ResolveUser } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import { jobRunner } from '../../platform/jobs/plugin.js';
import { getPortalLabels } from '../../platform/portal-properties/portal-properties.js';
import { errorBody, sendError } from '../../platform/storage/http-errors.js';
import type { ObjectStore } from '../../platform/storage/types.js';
import type { UploadRule } from '../../platform/storage/upload-rules.js';
import { megabytes, receiveFile, UploadError, type ReceivedFile } from '../../platform/storage/uploads.js';
import { escreverPlanilhaErros } from './erros-planilha.js';
import { IMPORTACOES_JOB } from './importacoes.job.js';
import { importacaoDoAutor, receberImportacao, view } from './importacoes.service.js';
import { gerarModelo, XLSX_TYPE } from './modelo.js';

/** Spec 01 §7 REST: the upload of the user import. */
export const IMPORT_USERS_PATH = '/import/users';

/** Largest spreadsheet, bytes (decimal MB as the messages say): 20,000 rows of the template fit in a few MB. The screen checks the same limit. */
export const IMPORT_MAX_BYTES = LIMITS.importMaxBytes;

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const IMPORT_ACCESS = { features: [FEATURES.PORTAL_IMPORTACAO_USUARIOS] };

/** .xlsx only, judged by the bytes (an OOXML zip), never by the name alone or a declared type. */
export const IMPORT_RULE: UploadRule = { maxBytes: IMPORT_MAX_BYTES, extensions: { xlsx: LIBRARY_EXTENSIONS.xlsx! }, access: IMPORT_ACCESS };

/** `attachment; filename=…` with the name in UTF-8 too (RFC 6266). */
const attachment = (nome: string) => `attachment; filename="${nome.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(nome)}`;

/**
 * The user import's REST side (spec 01 §7 "POST /import/users, multipart with field file"):
 * - POST /import/users: one `file` part, an .xlsx checked by content, at most IMPORT_MAX_BYTES
 *   (counted while streaming; a larger declared body is refused before it is read); stored,
 *   recorded as a RECEIVED import, answered at once (201 with the import's status), the job woken;
 * - GET /import/users/modelo: ModeloImportacaoUsuarios.xlsx in the caller's language;
 * - GET /import/users/:id/erros: the error workbook of the caller's import.
 * Signed in with PORTAL_IMPORTACAO_USUARIOS (401, 403), as the GraphQL side.
 */
export async function importsRoutes(app: FastifyInstance, opts: { database: Database; store: ObjectStore; resolveUser: ResolveUser }): Promise<void> {
  const users = new WeakMap<FastifyRequest, CurrentUser>();
  const idiomaOf = (req: FastifyRequest): Idioma => users.get(req)?.idioma ?? idiomaFromTag(req.headers['accept-language']);
  const runJob = jobRunner(app);

  await app.register(multipart, {
    limits: { fileSize: Infinity, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (!req.raw.complete) reply.header('connection', 'close');
    const idioma = idiomaOf(req);
    if (err instanceof UploadError) return reply.code(err.status).send(errorBody(idioma, err));
    if (err instanceof AppError) {
      const status = err.code === 'NOT_FOUND' ? 404 : err.code === 'FORBIDDEN' ? 403 : err.code === 'CONFLICT' ? 409 : 400;
      return sendError(reply, idioma, status, err.key, 'id', err.values);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return sendError(reply, idioma, 415, 'error.importacao.arquivo', 'file', { max: megabytes(IMPORT_MAX_BYTES) });
    }
    if (err.statusCode && err.statusCode < 500) return sendError(reply, idioma, 400, 'error.importacao.arquivo', 'file', { max: megabytes(IMPORT_MAX_BYTES) });
    req.log.error({ err }, 'user import route failed');
    return reply.code(500).send({ code: 'INTERNAL_SERVER_ERROR', message: t(idioma, 'error.internal', { requestId: req.id }) });
  });

  /** Signed in with the import's feature, before anything is read. */
  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await opts.resolveUser(req);
    if (!user) return sendError(reply, idiomaOf(req), 401, 'error.unauthenticated', 'file');
    users.set(req, user);
    if (!canAccess(user, IMPORT_ACCESS)) return sendError(reply, user.idioma, 403, 'error.forbidden', 'file');
  };

  app.post(
    IMPORT_USERS_PATH,
    {
      onRequest: async (req, reply) => {
        await guard(req, reply);
        if (reply.sent) return;
        if (Number(req.headers['content-length']) > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
          return reply.header('connection', 'close').code(413).send(errorBody(users.get(req)!.idioma, new UploadError(413, 'error.importacao.arquivo', { max: megabytes(IMPORT_MAX_BYTES) })));
        }
      },
    },
    async (req, reply) => {
      const user = users.get(req)!;
      let received: ReceivedFile | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') continue;
          if (part.fieldname !== 'file' || received) throw new UploadError(400, 'error.importacao.arquivo', { max: megabytes(IMPORT_MAX_BYTES) });
          received = await receiveFile(opts.store, part.file, { nome: part.filename, rules: [IMPORT_RULE], maxBytes: IMPORT_MAX_BYTES });
        }
        if (!received) throw new UploadError(400, 'error.importacao.arquivo', { max: megabytes(IMPORT_MAX_BYTES) });
        const imp = await receberImportacao(opts.database.db, opts.store, user, received, req.id);
        received = null;
        await runJob?.(IMPORTACOES_JOB).catch(() => undefined);
        const labels = await getPortalLabels(opts.database.db, user.idioma);
        return reply.code(201).send(view(imp, user.idioma, labels));
      } finally {
        if (received) await opts.store.delete(received.key);
      }
    },
  );

  app.get(`${IMPORT_USERS_PATH}/modelo`, { onRequest: guard }, async (req, reply) => {
    const user = users.get(req)!;
    const labels = await getPortalLabels(opts.database.db, user.idioma);
    const body = await gerarModelo(opts.database.db, user, labels);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachment(t(user.idioma, 'imports.modelo.arquivo')))
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get<{ Params: { id: string } }>(`${IMPORT_USERS_PATH}/:id/erros`, { onRequest: guard }, async (req, reply) => {
    const user = users.get(req)!;
    const id = parseId('id', req.params.id);
    await importacaoDoAutor(opts.database.db, user, id);
    const labels = await getPortalLabels(opts.database.db, user.idioma);
    const out = new PassThrough();
    escreverPlanilhaErros(opts.database.db, id, out, { idioma: user.idioma, labels }).catch((err: unknown) => {
      req.log.error({ err }, 'user import: error workbook failed');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachment(t(user.idioma, 'imports.erros.arquivo', { id })))
      .header('cache-control', 'no-store')
      .send(out);
  });
}
