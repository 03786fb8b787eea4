/**
 * Brazilian phone masks of the user form (spec 01 §5 "Phone and mobile lists"): items are typed
 * through a mask and an incomplete mask is an invalid format. Server and web use these same
 * functions, so what the form accepts is exactly what the API stores.
 *
 * - phone: `(xx) xxxx-xxxx` (10 digits: area code + 8-digit landline)
 * - extended phone / mobile: `(xx) xxxxx-xxxx` (11 digits: area code + 9-digit mobile)
 *
 * A phone list (telefones) takes either mask, since the form's phone field switches to the
 * extended mask on the eleventh digit (a mobile may be someone's contact number); a mobile list
 * (celulares) takes only the extended one: every Brazilian mobile number has 9 digits.
 */

export const PHONE_MASK = '(99) 9999-9999';
export const EXTENDED_PHONE_MASK = '(99) 99999-9999';

const PHONE_RE = /^\(\d{2}\) \d{4}-\d{4}$/;
const EXTENDED_PHONE_RE = /^\(\d{2}\) \d{5}-\d{4}$/;

/** A complete phone mask: `(xx) xxxx-xxxx`. */
export function isValidPhone(value: string): boolean {
  return PHONE_RE.test(value);
}

/** A complete extended phone (mobile) mask: `(xx) xxxxx-xxxx`. */
export function isValidExtendedPhone(value: string): boolean {
  return EXTENDED_PHONE_RE.test(value);
}

/**
 * Formats the digits typed so far as the mask would show them: the phone mask up to 10 digits,
 * the extended one from the eleventh (at most 11 digits are kept). For inputs as the user types.
 */
export function formatPhoneDigits(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const split = d.length === 11 ? 7 : 6;
  const head = `(${d.slice(0, 2)}) ${d.slice(2, split)}`;
  return d.length > split ? `${head}-${d.slice(split)}` : head;
}

/** Which list a number goes in: telefones (phone or extended mask) or celulares (extended only). */
export type PhoneKind = 'telefone' | 'celular';

/**
 * The value as the mask shows it, or null when it is not a complete mask of its kind. Accepts
 * the masked text or bare digits (pasted numbers); anything else (letters, +55 …) is refused.
 */
export function normalizePhone(value: string, kind: PhoneKind): string | null {
  const trimmed = value.trim();
  if (!/^[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const masked = /^\d+$/.test(trimmed) ? formatPhoneDigits(digits) : trimmed;
  if (digits.length > 11) return null;
  if (isValidExtendedPhone(masked)) return masked;
  return kind === 'telefone' && isValidPhone(masked) ? masked : null;
}
