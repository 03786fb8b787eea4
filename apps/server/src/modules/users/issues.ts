import type { UserIssue } from '@portal/domain';
import { AppError, type FieldError } from '../../platform/errors.js';

/** A domain rule problem as a server field error: `required` is the generic message, the rest `error.usuario.<code>`. */
export function fieldErrorOf(issue: UserIssue): FieldError {
  return {
    field: issue.field,
    key: issue.code === 'required' ? 'error.required' : `error.usuario.${issue.code}`,
    ...(issue.values ? { values: issue.values } : {}),
  };
}

/** Keys whose problems are uniqueness clashes: alone they are a CONFLICT, not bad input. */
const CONFLICT_KEYS = new Set(['error.usuario.emailDuplicado', 'error.usuario.cpfDuplicado']);

/**
 * Throws every problem at once: CONFLICT when the only problems are values another user holds,
 * BAD_USER_INPUT otherwise (the clashes listed too, so one answer tells the whole story).
 */
export function throwIfProblems(errors: readonly FieldError[]): void {
  if (errors.length === 0) return;
  const onlyConflicts = errors.every((e) => CONFLICT_KEYS.has(e.key));
  const first = errors[0]!;
  throw new AppError(onlyConflicts ? 'CONFLICT' : 'BAD_USER_INPUT', first.key, first.values ?? {}, [...errors]);
}
