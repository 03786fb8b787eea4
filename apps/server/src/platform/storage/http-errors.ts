import type { FastifyReply } from 'fastify';
import { DEFAULT_PORTAL_LABELS_BY_IDIOMA, type Idioma } from '@portal/domain';
import { formatMessage } from '../i18n/messages.js';
import type { UploadError } from './uploads.js';

/** The `code` of a REST error body, by status (the GraphQL codes of platform/errors.ts). */
function codeOf(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  return 'BAD_USER_INPUT';
}

/** The house error body `{ code, message, fields: [{ field, message }] }`, translated. */
export function errorBody(idioma: Idioma, err: Pick<UploadError, 'status' | 'key' | 'values' | 'field'>) {
  // Formatted as the API's errors are: `{field}` is the field's label (labels: the defaults, no database here).
  const message = formatMessage(idioma, err.key, err.values, { labels: DEFAULT_PORTAL_LABELS_BY_IDIOMA[idioma], field: err.field });
  return { code: codeOf(err.status), message, fields: [{ field: err.field, message }] };
}

/** Sends an error body; `field` names what the message is about. */
export function sendError(
  reply: FastifyReply,
  idioma: Idioma,
  status: number,
  key: string,
  field: string,
  values: Record<string, string | number> = {},
): FastifyReply {
  return reply.code(status).send(errorBody(idioma, { status: status as UploadError['status'], key, values, field }));
}
