import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { asUniqueConflict } from './unique-violation.js';

describe('asUniqueConflict (two saves racing past the service check)', () => {
  it('turns a unique violation of a dealer index, wrapped or not, into a CONFLICT naming the field', () => {
    const pgError = { code: '23505', constraint: 'dealer_cnpjs_cnpj_uq', detail: 'Key (cnpj)=(11222333000181) already exists.' };
    const err = asUniqueConflict(Object.assign(new Error('query failed'), { cause: pgError }));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'cnpj', values: { valor: '11222333000181' } }] });
  });

  it('lets any other error through unchanged', () => {
    const other = { code: '23505', constraint: 'usuarios_email_uq' };
    expect(asUniqueConflict(other)).toBe(other);
  });
});
