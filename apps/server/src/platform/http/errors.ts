import type { FastifyInstance } from 'fastify';
import { idiomaFromTag } from '@portal/domain';
import { t } from '../i18n/messages.js';
import './http.messages.js';

/**
 * A refusal of the request itself rather than a failure of the server: a body over the limit,
 * JSON that does not parse, a method the route does not take, the rate limit. Fastify, its
 * plugins and Mercurius throw these with a 4xx `statusCode`.
 */
export interface ProtocolError {
  status: number;
  /** The `code` of the body (REST) or of `extensions.code` (GraphQL). */
  code: string;
  /** Catalog key of the message a person reads. */
  key: string;
}

/** The protocol error `err` is, or null when it is an unexpected failure (to be masked). */
export function protocolErrorOf(err: unknown): ProtocolError | null {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', key: 'error.http.tooLarge' };
  if (status === 405) return { status, code: 'METHOD_NOT_ALLOWED', key: 'error.http.methodNotAllowed' };
  if (status === 415) return { status, code: 'UNSUPPORTED_MEDIA_TYPE', key: 'error.http.mediaType' };
  if (status === 429) return { status, code: 'TOO_MANY_REQUESTS', key: 'error.tooManyRequests' };
  if (status === 404) return { status, code: 'NOT_FOUND', key: 'error.http.notFound' };
  if (status === 401) return { status, code: 'UNAUTHENTICATED', key: 'error.unauthenticated' };
  if (status === 403) return { status, code: 'FORBIDDEN', key: 'error.forbidden' };
  return { status: 400, code: 'BAD_REQUEST', key: 'error.http.badRequest' };
}

/** What an info line says of a refused request: its code and message, no stack. */
export function refusalLog(err: unknown): { code?: string; message?: string } {
  const e = err as { code?: string; message?: string };
  return { code: e.code, message: e.message };
}

/**
 * The error handler of every REST route (plugins with their own handler fall back to the same
 * shapes): a protocol error answers its status with a translated message and is logged at info;
 * anything else is logged with its stack and answered 500 with the request id only, as GraphQL
 * does, so no internal message ("connect ECONNREFUSED …", "Failed query: …") reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const idioma = idiomaFromTag(req.headers['accept-language']);
    const refused = protocolErrorOf(err);
    if (refused) {
      req.log.info({ refused: refusalLog(err) }, 'request refused');
      return reply.code(refused.status).send({ code: refused.code, message: t(idioma, refused.key) });
    }
    req.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send({ code: 'INTERNAL_SERVER_ERROR', message: t(idioma, 'error.internal', { requestId: req.id }), requestId: req.id });
  });
}
