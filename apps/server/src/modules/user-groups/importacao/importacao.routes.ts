import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, FEATURES, idiomaFromTag, LIBRARY_EXTENSIONS, LIMITS, type Idioma } from '@portal/domain';
import type { Database } from '../../../platform/db/connection.js';
import { parseId } from '../../../platform/db/ids.js';
import { AppError } from '../../../platform/errors.js';
import type { CurrentUser, ResolveUser } from '../../../platform/graphql/context.js';
import { formatMessage, t } from '../../../platform/i18n/messages.js';
import { getPortalLabels } from '../../../platform/portal-properties/portal-properties.js';
import { sendError } from '../../../platform/storage/http-errors.js';
import type { ObjectStore } from '../../../platform/storage/types.js';
import type { UploadRule } from '../../../platform/storage/upload-rules.js';
import { megabytes, receiveFile, UploadError, type ReceivedFile } from '../../../platform/storage/uploads.js';
import { previaImportacao } from './importacao.service.js';
import { lerLista } from './leitura.js';

/** The upload of a group's manual members (REST, multipart with one `file` part). */
export const IMPORT_GRUPO_PATH = '/import/user-groups/:grupoId/members';

/** Largest list, bytes (decimal MB as the messages say): 5,000 e-mails fit in a fraction of it. */
export const IMPORT_GRUPO_MAX_BYTES = LIMITS.groupMembersImportMaxBytes;

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_MB = megabytes(IMPORT_GRUPO_MAX_BYTES);

const ACCESS = { features: [FEATURES.PORTAL_MANUTENCAO_GRUPOS_USUARIOS] };

/** .xlsx judged by its bytes (an OOXML zip); .csv and .txt must be text. */
export const IMPORT_GRUPO_RULE: UploadRule = {
  maxBytes: IMPORT_GRUPO_MAX_BYTES,
  extensions: { xlsx: LIBRARY_EXTENSIONS.xlsx!, csv: null, txt: null },
  access: ACCESS,
};

/** Every refusal of the file itself reads the same: formats, one column, the size limit. */
const arquivoRecusado = (status: 400 | 413 | 415) => new UploadError(status, 'error.grupoUsuariosImportacao.arquivo', { max: MAX_MB });

/**
 * POST /import/user-groups/:grupoId/members: the dry run of importarGrupoUsuarios. Signed in with
 * PORTAL_MANUTENCAO_GRUPOS_USUARIOS (401, 403) before a byte is read; a larger declared body is
 * refused at once (413); the file is streamed into the store through the upload checks
 * (platform/storage receiveFile: type by content, size counted), read, and removed: only the
 * resolved preview is kept. Answers 201 with the preview; a group the caller cannot see is 404.
 */
export async function importacaoGrupoRoutes(app: FastifyInstance, opts: { database: Database; store: ObjectStore; resolveUser: ResolveUser }): Promise<void> {
  const users = new WeakMap<FastifyRequest, CurrentUser>();
  const idiomaOf = (req: FastifyRequest): Idioma => users.get(req)?.idioma ?? idiomaFromTag(req.headers['accept-language']);

  await app.register(multipart, {
    limits: { fileSize: Infinity, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    if (!req.raw.complete) reply.header('connection', 'close');
    const idioma = idiomaOf(req);
    if (err instanceof UploadError) {
      // The upload checks' own refusals (type, content, size) all read as this import's message.
      const e = err.status === 413 || err.status === 415 ? arquivoRecusado(err.status) : err.key === 'error.arquivo.nome' ? err : arquivoRecusado(400);
      return sendError(reply, idioma, e.status, e.key, 'file', e.values);
    }
    if (err instanceof AppError) {
      const status = err.code === 'NOT_FOUND' ? 404 : err.code === 'FORBIDDEN' ? 403 : err.code === 'CONFLICT' ? 409 : 400;
      // The save's own refusals name their fields (usuariosManuais, marcas …): kept, each translated.
      const labels = await getPortalLabels(opts.database.db, idioma);
      const first = err.fields[0];
      const message = formatMessage(idioma, err.key, err.values, { labels, field: first?.field });
      const fields = err.fields.map((f) => ({ field: f.field, message: formatMessage(idioma, f.key, f.values ?? {}, { labels, field: f.field }) }));
      return reply.code(status).send({ code: err.code, message, fields });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || (err.statusCode && err.statusCode < 500)) {
      return sendError(reply, idioma, err.statusCode === 415 ? 415 : 400, 'error.grupoUsuariosImportacao.arquivo', 'file', { max: MAX_MB });
    }
    req.log.error({ err }, 'user-group member import failed');
    return reply.code(500).send({ code: 'INTERNAL_SERVER_ERROR', message: t(idioma, 'error.internal', { requestId: req.id }) });
  });

  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await opts.resolveUser(req);
    if (!user) return sendError(reply, idiomaOf(req), 401, 'error.unauthenticated', 'file');
    users.set(req, user);
    if (!canAccess(user, ACCESS)) return sendError(reply, user.idioma, 403, 'error.forbidden', 'file');
    if (Number(req.headers['content-length']) > IMPORT_GRUPO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
      return sendError(reply.header('connection', 'close'), user.idioma, 413, 'error.grupoUsuariosImportacao.arquivo', 'file', { max: MAX_MB });
    }
  };

  app.post<{ Params: { grupoId: string } }>(IMPORT_GRUPO_PATH, { onRequest: guard }, async (req, reply) => {
    const user = users.get(req)!;
    const grupoId = parseId('grupoId', req.params.grupoId);
    let received: ReceivedFile | null = null;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') continue;
        if (part.fieldname !== 'file' || received) throw arquivoRecusado(400);
        received = await receiveFile(opts.store, part.file, { nome: part.filename, rules: [IMPORT_GRUPO_RULE], maxBytes: IMPORT_GRUPO_MAX_BYTES });
      }
      if (!received) throw arquivoRecusado(400);
      const formato = received.detected === null ? 'texto' : 'xlsx';
      const linhas = await lerLista(await opts.store.get(received.key), formato, MAX_MB);
      const previa = await previaImportacao(opts.database.db, user, grupoId, { nome: received.nome, linhas }, req.id);
      return reply.code(201).send(previa);
    } finally {
      if (received) await opts.store.delete(received.key);
    }
  });
}
