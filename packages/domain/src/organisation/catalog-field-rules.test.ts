import { describe, expect, it } from 'vitest';
import { CATALOG_MAX, catalogFieldProblem } from './catalog-field-rules.js';

describe('catalog field rules', () => {
  it('trims, and judges a blank value only by whether it is required', () => {
    expect(catalogFieldProblem('  ', { required: true })).toEqual({ code: 'required' });
    expect(catalogFieldProblem(null, {})).toBeNull();
    expect(catalogFieldProblem(` ${'x'.repeat(CATALOG_MAX.nome)} `, { max: CATALOG_MAX.nome })).toBeNull();
    expect(catalogFieldProblem('x'.repeat(CATALOG_MAX.nome + 1), { max: CATALOG_MAX.nome })).toEqual({ code: 'maxLength', values: { max: 120 } });
  });

  it('a code: upper-case letters, digits and _, starting with a letter, within the code limit', () => {
    expect(catalogFieldProblem('PORTAL_X1', { kind: 'code' })).toBeNull();
    expect(catalogFieldProblem('portal', { kind: 'code' })).toEqual({ code: 'codeFormat' });
    expect(catalogFieldProblem('1X', { kind: 'code' })).toEqual({ code: 'codeFormat' });
    expect(catalogFieldProblem('X'.repeat(61), { kind: 'code' })).toEqual({ code: 'maxLength', values: { max: 60 } });
  });

  it('a base address: absolute http(s), no credentials, query or fragment, no trailing slash', () => {
    expect(catalogFieldProblem('https://app.example.com/api', { kind: 'url' })).toBeNull();
    for (const bad of ['ftp://x.com', 'https://u:p@x.com', 'https://x.com/a?b=1', 'https://x.com/#a', 'not a url', 'https://x.com/a b']) {
      expect(catalogFieldProblem(bad, { kind: 'url' }), bad).toEqual({ code: 'urlInvalid' });
    }
    expect(catalogFieldProblem('https://x.com/api/', { kind: 'url' })).toEqual({ code: 'urlTrailingSlash' });
  });
});
