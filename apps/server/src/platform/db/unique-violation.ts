import { AppError } from '../errors.js';

/** A unique violation (SQLSTATE 23505): the index it hit and the duplicated value PostgreSQL reports. */
export interface UniqueViolation {
  constraint: string;
  valor: string;
}

/** Per unique index, the error a duplicate that reached it becomes. */
export type UniqueConflicts = Readonly<Record<string, (violation: UniqueViolation) => AppError>>;

type PgError = { code?: string; constraint?: string; detail?: string; cause?: unknown };

/** The unique violation in `err` or in the errors it wraps (drizzle keeps the driver's in `cause`), or null. */
export function uniqueViolation(err: unknown): UniqueViolation | null {
  let cur = err as PgError | undefined;
  for (let depth = 0; depth < 3 && cur; depth++) {
    if (cur.code === '23505' && cur.constraint) {
      // detail reads "Key (cnpj)=(11222333000181) already exists."
      return { constraint: cur.constraint, valor: /\)=\((.*)\)/.exec(cur.detail ?? '')?.[1] ?? '' };
    }
    cur = cur.cause as PgError | undefined;
  }
  return null;
}

/**
 * Services check uniqueness first, for a precise message; two writers racing past that check meet
 * the unique index, and this turns its violation into the error the check would have thrown (so
 * the loser sees a CONFLICT, never an internal error). Any other error comes back unchanged.
 */
export function asUniqueConflict(err: unknown, conflicts: UniqueConflicts): unknown {
  const violation = uniqueViolation(err);
  if (!violation || !Object.hasOwn(conflicts, violation.constraint)) return err;
  return conflicts[violation.constraint]!(violation);
}

/** The CONFLICT on one form field, with the duplicated value as {valor}. */
export const fieldConflict =
  (field: string, key: string) =>
  ({ valor }: UniqueViolation): AppError =>
    new AppError('CONFLICT', key, { valor }, [{ field, key, values: { valor } }]);
