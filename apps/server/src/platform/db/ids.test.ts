import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { idOf, MAX_ID, parseId } from './ids.js';

describe('parseId (an id the API takes: digits only, inside the integer column)', () => {
  it('reads plain digits, leading zeros included', () => {
    expect(parseId('id', '1')).toBe(1);
    expect(parseId('id', '42')).toBe(42);
    expect(parseId('id', '007')).toBe(7);
  });

  it('takes the largest integer-column value and refuses the next one', () => {
    expect(MAX_ID).toBe(2147483647);
    expect(idOf('2147483647')).toBe(2147483647);
    expect(idOf('2147483648')).toBeNull();
    expect(idOf('3000000000')).toBeNull();
    expect(idOf('99999999999999999999999')).toBeNull();
  });

  it('refuses zero, signs, spaces, decimals, exponents, hex and empty text', () => {
    for (const value of ['0', '000', '-1', '+1', ' 1', '1 ', '1.0', '1e3', '0x10', '', '１', 'abc']) {
      expect(idOf(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('throws BAD_USER_INPUT naming the field', () => {
    let thrown: unknown;
    try {
      parseId('idPasta', '3000000000');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'BAD_USER_INPUT', key: 'error.invalidInput', fields: [{ field: 'idPasta' }] });
  });
});
