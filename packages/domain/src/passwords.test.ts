import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, passwordChars, passwordLengthProblem } from './passwords.js';

describe('password length rule', () => {
  it('asks for 12 to 1024 characters', () => {
    expect(PASSWORD_MIN_CHARS).toBe(12);
    expect(passwordLengthProblem('a'.repeat(11))).toBe('tooShort');
    expect(passwordLengthProblem('a'.repeat(12))).toBeUndefined();
    expect(passwordLengthProblem('a'.repeat(PASSWORD_MAX_CHARS))).toBeUndefined();
    expect(passwordLengthProblem('a'.repeat(PASSWORD_MAX_CHARS + 1))).toBe('tooLong');
  });

  it('counts characters as people do, not UTF-16 units', () => {
    // 11 characters, 12 UTF-16 units: still too short.
    const emoji = `${'a'.repeat(10)}🔑`;
    expect(emoji.length).toBe(12);
    expect(passwordChars(emoji)).toBe(11);
    expect(passwordLengthProblem(emoji)).toBe('tooShort');
    expect(passwordLengthProblem(`${'ç'.repeat(11)}🔑`)).toBeUndefined();
  });
});
