import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { DEFAULT_PORTAL_LABELS_BY_IDIOMA, type Idioma, type PortalLabels } from '@portal/domain';
import { AppError } from '../errors.js';
import { protocolErrorOf, refusalLog } from '../http/errors.js';
import { formatMessage, t } from '../i18n/messages.js';

/** Pulls our AppError out of whatever wrapping graphql and mercurius added. */
function appErrorOf(err: unknown): AppError | null {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur; i++) {
    if (cur instanceof AppError) return cur;
    cur = (cur as { originalError?: unknown }).originalError;
  }
  return null;
}

/** graphql-js's "Did you mean …?" hints name fields, types and arguments of the schema. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export interface FormatOptions {
  idioma: Idioma;
  requestId: string;
  log: FastifyBaseLogger;
  /**
   * Whether the caller holds a valid token: only then do validation messages keep graphql's
   * suggestions, which would otherwise spell the schema out to anyone guessing field names.
   */
  signedIn: boolean;
  /** The portal's dealer/brand/group labels in `idioma` (defaults of that language when absent). */
  labels?: PortalLabels;
}

/**
 * Turns errors into the API's shape: AppErrors get `extensions.code` (and per-field messages)
 * with a message in the caller's language; graphql's own validation errors pass as they are
 * (without suggestions for anonymous callers); a request refused as such (body too large,
 * invalid JSON, a mutation over GET) gets its HTTP status, logged at info; anything unexpected is
 * logged with the request id and masked. `status` is the HTTP status such a refusal asks for.
 */
export function formatErrors(
  errors: readonly GraphQLError[],
  opts: FormatOptions,
): { errors: GraphQLError[]; status: number | null } {
  const { idioma, requestId, log } = opts;
  const shown = (message: string) => (opts.signedIn ? message : message.replace(SUGGESTION, ''));
  let status: number | null = null;
  const formatted = errors.flatMap((err) => {
    // Mercurius wraps parse/validation failures (variables included) in one FastifyError.
    const wrapped = err.originalError as { code?: string; errors?: readonly GraphQLError[] } | undefined;
    if (wrapped?.code?.startsWith('MER_ERR_GQL')) {
      const inner = wrapped.errors?.length ? wrapped.errors : [err];
      return inner.map(
        (e) => new GraphQLError(shown(e.message), { path: e.path, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      );
    }
    const app = appErrorOf(err);
    if (app) {
      const labels = opts.labels ?? DEFAULT_PORTAL_LABELS_BY_IDIOMA[idioma];
      const fields = app.fields.map((f) => ({
        field: f.field,
        message: formatMessage(idioma, f.key, f.values ?? {}, { labels, field: f.field }),
      }));
      // The top-level message (the one a toast shows) is as complete as its first field's.
      const message = formatMessage(idioma, app.key, app.values, { labels, field: app.fields[0]?.field });
      return new GraphQLError(message, {
        path: err.path,
        extensions: { code: app.code, ...(fields.length ? { fields } : {}) },
      });
    }
    const refused = protocolErrorOf(err.originalError);
    if (refused) {
      log.info({ refused: refusalLog(err.originalError), requestId }, 'GraphQL request refused');
      status = refused.status;
      return new GraphQLError(t(idioma, refused.key), { extensions: { code: refused.code } });
    }
    if (!err.originalError || err.originalError instanceof GraphQLError) {
      // Syntax/validation errors: safe to show, they describe the query, not the server.
      return new GraphQLError(shown(err.message), {
        path: err.path,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
    log.error({ err: err.originalError, requestId, path: err.path }, 'unexpected GraphQL error');
    return new GraphQLError(t(idioma, 'error.internal', { requestId }), {
      path: err.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
  });
  return { errors: formatted, status };
}

export type { ExecutionResult };
