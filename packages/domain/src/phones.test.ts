import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneDigits, isValidExtendedPhone, isValidPhone, normalizePhone } from './phones.js';

describe('phone masks', () => {
  it('accepts complete masks only', () => {
    expect(isValidPhone('(11) 3333-4444')).toBe(true);
    expect(isValidPhone('(11) 3333-444')).toBe(false);
    expect(isValidPhone('(11) 93333-4444')).toBe(false);
    expect(isValidPhone('11 3333-4444')).toBe(false);
    expect(isValidExtendedPhone('(11) 93333-4444')).toBe(true);
    expect(isValidExtendedPhone('(11) 3333-4444')).toBe(false);
    expect(isValidExtendedPhone('(11) 93333-444')).toBe(false);
  });

  it('formats typed digits as the mask shows them, switching to the extended mask on the 11th digit', () => {
    expect(formatPhoneDigits('')).toBe('');
    expect(formatPhoneDigits('1')).toBe('(1');
    expect(formatPhoneDigits('113')).toBe('(11) 3');
    expect(formatPhoneDigits('11333344')).toBe('(11) 3333-44');
    expect(formatPhoneDigits('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhoneDigits('11933334444')).toBe('(11) 93333-4444');
    expect(formatPhoneDigits('119333344445')).toBe('(11) 93333-4444');
  });

  it('every 10 or 11 digits formats to a valid mask', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10,11}$/), (d) => {
        const masked = formatPhoneDigits(d);
        expect(d.length === 10 ? isValidPhone(masked) : isValidExtendedPhone(masked)).toBe(true);
      }),
    );
  });

  it('normalizes phones: either mask, masked or bare digits', () => {
    expect(normalizePhone(' (11) 3333-4444 ', 'telefone')).toBe('(11) 3333-4444');
    expect(normalizePhone('1133334444', 'telefone')).toBe('(11) 3333-4444');
    expect(normalizePhone('(11) 93333-4444', 'telefone')).toBe('(11) 93333-4444');
    expect(normalizePhone('(11) 3333-444', 'telefone')).toBeNull();
    expect(normalizePhone('+55 11 3333-4444', 'telefone')).toBeNull();
    expect(normalizePhone('abc', 'telefone')).toBeNull();
    expect(normalizePhone('113333444455', 'telefone')).toBeNull();
  });

  it('normalizes mobiles: extended mask only', () => {
    expect(normalizePhone('(11) 93333-4444', 'celular')).toBe('(11) 93333-4444');
    expect(normalizePhone('11933334444', 'celular')).toBe('(11) 93333-4444');
    expect(normalizePhone('(11) 3333-4444', 'celular')).toBeNull();
    expect(normalizePhone('1133334444', 'celular')).toBeNull();
  });
});
