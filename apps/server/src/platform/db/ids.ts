import { badInput } from '../errors.js';

/** Largest value of a PostgreSQL `integer` (`serial`) column: every id the API takes is one. */
export const MAX_ID = 2_147_483_647;

/**
 * The id written in `value`, or null when it is not one: decimal digits only (no sign, spaces,
 * decimals or exponent; leading zeros are still the same number) and inside 1..MAX_ID, so a value
 * the column cannot hold never reaches SQL, where it would fail as an internal error.
 */
export function idOf(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A row id, or BAD_USER_INPUT naming the field: an id that is not one is not a rule problem. */
export function parseId(field: string, value: string): number {
  const id = idOf(value);
  if (id == null) throw badInput([{ field, key: 'error.invalidInput' }]);
  return id;
}
