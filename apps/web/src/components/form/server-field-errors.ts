import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors, type FieldError } from '../../lib/apollo/errors';

export interface ServerFieldErrorOptions<V extends FieldValues> {
  /** The form's fields that can show a message; others are returned as not shown. */
  readonly fields: readonly FieldPath<V>[];
  /** The API's field name → the form's, where they differ (`grupo` → `grupoId`, `endereco.uf` → `uf`). */
  readonly aliases?: Readonly<Record<string, FieldPath<V>>>;
}

/**
 * Puts the per-field messages of a BAD_USER_INPUT (or CONFLICT) answer under their fields with
 * react-hook-form's setError, so the server's already translated words appear where the user
 * looks. Several messages for one field are joined; the first field shown gets the focus.
 * Returns the messages no field of the form could show (the caller toasts them).
 */
export function applyServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  { fields, aliases = {} }: ServerFieldErrorOptions<V>,
): FieldError[] {
  const known = new Set<string>(fields);
  const byField = new Map<FieldPath<V>, string[]>();
  const unshown: FieldError[] = [];
  for (const e of fieldErrors(error)) {
    const target = aliases[e.field] ?? e.field;
    if (!known.has(target)) {
      unshown.push(e);
      continue;
    }
    const name = target as FieldPath<V>;
    const list = byField.get(name) ?? [];
    if (!list.includes(e.message)) list.push(e.message);
    byField.set(name, list);
  }
  let first = true;
  for (const [name, messages] of byField) {
    setError(name, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  return unshown;
}
