/**
 * The portal's password length rule (embedded sign-in: reset and invitation page, "Minha conta"),
 * after NIST SP 800-63B and ASVS 2.1.1: at least 12 characters, no composition rules. The upper
 * bound only keeps form posts small (argon2 copes with any length). Characters are counted as
 * people count them (Unicode code points: an emoji is one), the same on the server and the web.
 * The server also refuses common and breached passwords (platform/identity/password-policy.ts).
 */
export const PASSWORD_MIN_CHARS = 12;
export const PASSWORD_MAX_CHARS = 1024;

/** Characters of a password as the rule counts them. */
export function passwordChars(password: string): number {
  return [...password].length;
}

/** What is wrong with a password's length, or undefined when it is within the rule. */
export function passwordLengthProblem(password: string): 'tooShort' | 'tooLong' | undefined {
  const n = passwordChars(password);
  if (n < PASSWORD_MIN_CHARS) return 'tooShort';
  if (n > PASSWORD_MAX_CHARS) return 'tooLong';
  return undefined;
}
