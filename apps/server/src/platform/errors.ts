import { notFoundKey, type EntityName } from './i18n/not-found.messages.js';

export type { EntityName } from './i18n/not-found.messages.js';

/** Error codes the API puts in `extensions.code` (DESIGN.md "Conventions"). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';

/** A field-level problem: the field's path and a message key of the server catalog. */
export interface FieldError {
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * An expected failure: its message is a key of the server catalog, translated into the caller's
 * language when the response is formatted. Anything else thrown is unexpected and masked. An
 * error with fields is about its first field: `{field}` in its message is that field's label.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: string,
    readonly values: Record<string, string | number> = {},
    readonly fields: FieldError[] = [],
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'error.unauthenticated');
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');
/** NOT_FOUND naming the record in the reader's language ("Pasta não encontrada."). */
export const notFound = (entity: EntityName) => new AppError('NOT_FOUND', notFoundKey(entity));
/** Bad input naming each field; the first field's message becomes the error message. */
export const badInput = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields[0]?.key ?? 'error.invalidInput', fields[0]?.values ?? {}, fields);
export const conflict = (key: string, values: Record<string, string | number> = {}) =>
  new AppError('CONFLICT', key, values);
