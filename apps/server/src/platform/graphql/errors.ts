import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Idioma } from '@portal/domain';
import { AppError } from '../errors.js';
import { t } from '../i18n/messages.js';

/** Pulls our AppError out of whatever wrapping graphql and mercurius added. */
function appErrorOf(err: unknown): AppError | null {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur; i++) {
    if (cur instanceof AppError) return cur;
    cur = (cur as { originalError?: unknown }).originalError;
  }
  return null;
}

/**
 * Turns errors into the API's shape: AppErrors get `extensions.code` (and per-field messages)
 * with a message in the caller's language; graphql's own validation errors pass as they are;
 * anything unexpected is logged with the request id and masked.
 */
export function formatErrors(
  errors: readonly GraphQLError[],
  idioma: Idioma,
  requestId: string,
  log: FastifyBaseLogger,
): GraphQLError[] {
  return errors.flatMap((err) => {
    // Mercurius wraps parse/validation failures (variables included) in one FastifyError.
    const wrapped = err.originalError as { code?: string; errors?: readonly GraphQLError[] } | undefined;
    if (wrapped?.code?.startsWith('MER_ERR_GQL')) {
      const inner = wrapped.errors?.length ? wrapped.errors : [err];
      return inner.map(
        (e) => new GraphQLError(e.message, { path: e.path, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      );
    }
    const app = appErrorOf(err);
    if (app) {
      const fields = app.fields.map((f) => ({
        field: f.field,
        message: t(idioma, f.key, { field: t(idioma, `field.${f.field}`), ...f.values }),
      }));
      return new GraphQLError(t(idioma, app.key, app.values), {
        path: err.path,
        extensions: { code: app.code, ...(fields.length ? { fields } : {}) },
      });
    }
    if (!err.originalError || err.originalError instanceof GraphQLError) {
      // Syntax/validation errors: safe to show, they describe the query, not the server.
      return new GraphQLError(err.message, {
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
}

export type { ExecutionResult };
