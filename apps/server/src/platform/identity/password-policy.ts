import { passwordLengthProblem } from '@portal/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import './messages.js';

/**
 * The password rule of every place a password is chosen (reset and invitation page, "Minha
 * conta"): the length rule of packages/domain, then a check against common and breached
 * passwords (ASVS 2.1.7, NIST SP 800-63B 5.1.1.2).
 *
 * The list is zxcvbn's "passwords-common" (about 49,000 of the most frequent passwords of public
 * breach corpora, lower case), shipped in the npm package @zxcvbn-ts/language-common (MIT): it is
 * installed with the portal and read from disk, never fetched at run time.
 */
const COMMON = new Set<string>(dictionary['passwords-common']);

/** Shortest listed word that still counts when digits or symbols are put around it. */
const MIN_BASE_CHARS = 4;

/**
 * True for a listed password, whatever its case ("Password1234"); for a listed word with only
 * digits or symbols around it ("Senha@123456", "Flamengo2024!"), the commonest way to stretch a
 * weak password to a length rule; and for repeats or runs ("aaaaaaaaaaaa", "abcabcabcabc",
 * "abcdefghijkl"), which no list needs to hold.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const base = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (base.length >= MIN_BASE_CHARS && base !== lower && COMMON.has(base)) return true;
  return isRepeatOrRun(lower);
}

/** One unit of up to 4 characters repeated, or every character one after the previous (up or down). */
function isRepeatOrRun(value: string): boolean {
  if (/^(.{1,4})\1+$/su.test(value)) return true;
  const codes = [...value].map((c) => c.codePointAt(0)!);
  if (codes.length < 3) return false;
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/** What makes a new password unacceptable, or undefined when it may be set. */
export function newPasswordProblem(password: string): PasswordProblem | undefined {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? 'common' : undefined);
}
