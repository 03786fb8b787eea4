import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, isValidCnpj } from './cnpj.js';
import { cpfCheckDigits, isValidCpf } from './cpf.js';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('CPF', () => {
  it('accepts known valid numbers, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('rejects wrong length, repeated digits and wrong check digits', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('52998224724')).toBe(false);
  });
  it('accepts every base with its computed check digits (unless all digits equal)', () => {
    fc.assert(
      fc.property(digits(9), (base) => {
        const cpf = base + cpfCheckDigits(base);
        expect(isValidCpf(cpf)).toBe(!/^(\d)\1{10}$/.test(cpf));
      }),
    );
  });
  it('rejects any single changed check digit', () => {
    fc.assert(
      fc.property(digits(9), fc.integer({ min: 1, max: 9 }), fc.boolean(), (base, delta, first) => {
        const check = cpfCheckDigits(base);
        const i = first ? 0 : 1;
        const changed = [...check];
        changed[i] = String((Number(changed[i]) + delta) % 10);
        fc.pre(!/^(\d)\1{10}$/.test(base + check));
        expect(isValidCpf(base + changed.join(''))).toBe(false);
      }),
    );
  });
});

describe('CNPJ', () => {
  it('accepts known valid numbers, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });
  it('rejects wrong length, repeated digits and wrong check digits', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
  });
  it('accepts every base with its computed check digits', () => {
    fc.assert(
      fc.property(digits(12), (base) => {
        const cnpj = base + cnpjCheckDigits(base);
        expect(isValidCnpj(cnpj)).toBe(!/^(\d)\1{13}$/.test(cnpj));
      }),
    );
  });
  it('rejects any single changed check digit', () => {
    fc.assert(
      fc.property(digits(12), fc.integer({ min: 1, max: 9 }), fc.boolean(), (base, delta, first) => {
        const check = cnpjCheckDigits(base);
        fc.pre(!/^(\d)\1{13}$/.test(base + check));
        const changed = [...check];
        const i = first ? 0 : 1;
        changed[i] = String((Number(changed[i]) + delta) % 10);
        expect(isValidCnpj(base + changed.join(''))).toBe(false);
      }),
    );
  });
});
