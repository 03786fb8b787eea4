import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordProblem } from './password-policy.js';

describe('new password rule', () => {
  it('takes the length rule of packages/domain first', () => {
    expect(newPasswordProblem('Curta-senha')).toBe('tooShort');
    expect(newPasswordProblem('x'.repeat(1025))).toBe('tooLong');
    expect(newPasswordProblem('Ipê-Roxo-987')).toBeUndefined();
  });

  it('refuses listed passwords whatever their case', () => {
    for (const p of ['password1234', 'PASSWORD1234', '1qaz2wsx3edc', 'qwertyuiop12', '123456789012']) {
      expect(newPasswordProblem(p), p).toBe('common');
    }
  });

  it('refuses a listed word with only digits or symbols around it', () => {
    for (const p of ['Senha@123456', 'Flamengo2024!', '!!Dragon2024!!', 'brasil#20252025']) expect(isCommonPassword(p), p).toBe(true);
    // A listed word inside other words is a passphrase, not a stretched password.
    expect(isCommonPassword('dragon pastel azul')).toBe(false);
    // Too short a word to count: the digits around it carry the strength.
    expect(isCommonPassword('ab83749201938')).toBe(false);
  });

  it('refuses repeats and runs', () => {
    for (const p of ['aaaaaaaaaaaa', 'abababababab', 'abcdabcdabcd', 'abcdefghijkl', 'lkjihgfedcba', '9876543210']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('abcdefghijkm')).toBe(false);
  });
});
