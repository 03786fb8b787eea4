import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idiomaFromTag, type Idioma } from '@portal/domain';
import type { Database } from '../../platform/db/connection.js';
import type { CurrentUser, ResolveUser } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import { notFoundKey } from '../../platform/i18n/not-found.messages.js';
import { setAvatar } from './account.service.js';
import type { AccountSettings } from './account.settings.js';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarFileOf,
  avatarPath,
  deleteAvatar,
  sniffImage,
  storeAvatar,
} from './avatar.storage.js';

/**
 * The avatar's REST side (GraphQL carries no files):
 * - POST /api/minha-conta/avatar: the image itself is the body, `Content-Type: image/png`,
 *   `image/jpeg` or `image/webp` (no multipart parser is installed, and one file needs none).
 *   Signed in, checked before the body is read; at most 2 MB, counted while the body streams in;
 *   the type is taken from the bytes, whatever the header claims.
 * - GET /api/avatars/:file: public, because <img> cannot send a bearer token; file names carry
 *   128 random bits. Served only as the checked image type, inline, with nosniff.
 */
export async function avatarRoutes(
  app: FastifyInstance,
  opts: { database: Database; resolveUser: ResolveUser; settings: AccountSettings },
): Promise<void> {
  const users = new WeakMap<FastifyRequest, CurrentUser>();
  const idiomaOf = (req: FastifyRequest): Idioma => users.get(req)?.idioma ?? idiomaFromTag(req.headers['accept-language']);
  const fail = (req: FastifyRequest, reply: FastifyReply, status: number, code: string, key: string, values = {}) => {
    const message = t(idiomaOf(req), key, values);
    return reply.code(status).send({ code, message, fields: [{ field: 'avatar', message }] });
  };

  // This scope's own parser: the request body arrives as the image's bytes, up to the limit.
  app.addContentTypeParser(Object.values(AVATAR_TYPES), { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const max = AVATAR_MAX_BYTES / (1024 * 1024);
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(req, reply, 413, 'BAD_USER_INPUT', 'error.conta.avatarGrande', { max });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(req, reply, 415, 'BAD_USER_INPUT', 'error.conta.avatarTipo');
    if (err.statusCode && err.statusCode < 500) return reply.code(err.statusCode).send({ code: err.code, message: err.message });
    req.log.error({ err }, 'avatar request failed');
    return reply.code(500).send({ code: 'INTERNAL_SERVER_ERROR', message: t(idiomaOf(req), 'error.internal', { requestId: req.id }) });
  });

  app.post(
    '/minha-conta/avatar',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      // Before the body is read: an anonymous caller never gets to stream 2 MB at us.
      onRequest: async (req, reply) => {
        const user = await opts.resolveUser(req);
        if (!user) return fail(req, reply, 401, 'UNAUTHENTICATED', 'error.unauthenticated');
        users.set(req, user);
      },
    },
    async (req, reply) => {
      const user = users.get(req)!;
      const bytes = req.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) return fail(req, reply, 400, 'BAD_USER_INPUT', 'error.conta.avatarVazio');
      const ext = sniffImage(bytes);
      if (!ext) return fail(req, reply, 415, 'BAD_USER_INPUT', 'error.conta.avatarTipo');
      const name = await storeAvatar(opts.settings.avatarDir, user.id, bytes, ext);
      let changed: Awaited<ReturnType<typeof setAvatar>>;
      try {
        changed = await setAvatar(opts.database.db, user, name, req.id);
      } catch (err) {
        await deleteAvatar(opts.settings.avatarDir, name);
        throw err;
      }
      await deleteAvatar(opts.settings.avatarDir, avatarFileOf(changed.previous));
      return { avatarLink: changed.avatarLink };
    },
  );

  app.get<{ Params: { file: string } }>('/avatars/:file', async (req, reply) => {
    const found = avatarPath(opts.settings.avatarDir, req.params.file);
    const size = found ? await fs.stat(found.file).then((s) => (s.isFile() ? s.size : null), () => null) : null;
    if (!found || size === null) return reply.code(404).send({ code: 'NOT_FOUND', message: t(idiomaOf(req), notFoundKey('avatar')) });
    return reply
      .header('content-type', found.type)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="avatar.${found.ext}"`)
      // A name is never reused for other bytes, so the file can be cached for good.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(found.file));
  });
}
