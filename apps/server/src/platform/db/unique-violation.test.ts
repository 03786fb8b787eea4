import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { asUniqueConflict, fieldConflict, uniqueViolation } from './unique-violation.js';

const pgError = { code: '23505', constraint: 'dealer_cnpjs_cnpj_uq', detail: 'Key (cnpj)=(11222333000181) already exists.' };

describe('unique violations (two writers racing past a service check)', () => {
  it('finds the violation in the error or in the errors it wraps, with the duplicated value', () => {
    expect(uniqueViolation(pgError)).toEqual({ constraint: 'dealer_cnpjs_cnpj_uq', valor: '11222333000181' });
    const wrapped = Object.assign(new Error('query failed'), { cause: pgError });
    expect(uniqueViolation(wrapped)).toEqual({ constraint: 'dealer_cnpjs_cnpj_uq', valor: '11222333000181' });
    expect(uniqueViolation({ code: '23503', constraint: 'fk' })).toBeNull();
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });

  it('turns a violation of a listed index into its CONFLICT naming the field', () => {
    const err = asUniqueConflict(Object.assign(new Error('query failed'), { cause: pgError }), {
      dealer_cnpjs_cnpj_uq: fieldConflict('cnpj', 'error.dealer.cnpjDuplicado'),
    });
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'CONFLICT',
      key: 'error.dealer.cnpjDuplicado',
      fields: [{ field: 'cnpj', key: 'error.dealer.cnpjDuplicado', values: { valor: '11222333000181' } }],
    });
  });

  it('lets any other error through unchanged, including violations of indexes not listed', () => {
    const conflicts = { usuarios_email_uq: fieldConflict('email', 'error.usuario.emailDuplicado') };
    const other = { code: '23505', constraint: 'dealers_cnpj_uq' };
    expect(asUniqueConflict(other, conflicts)).toBe(other);
    const inherited = { code: '23505', constraint: 'toString' };
    expect(asUniqueConflict(inherited, conflicts)).toBe(inherited);
    const plain = new Error('boom');
    expect(asUniqueConflict(plain, conflicts)).toBe(plain);
  });
});
