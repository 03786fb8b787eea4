import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, limitRules } from './limits.js';

// The depth rule on a schema that nests as deep as asked (the portal's own is shallower than 6).
const schema = buildSchema('type Query { n: N } type N { n: N id: ID }');
const nested = (levels: number) => `${'{ n '.repeat(levels - 1)}{ id }${' }'.repeat(levels - 1)}`;
/** The messages of the limit rules for a document (graphql-armor throws its refusal). */
function errors(doc: string): string[] {
  try {
    return validate(schema, parse(doc), limitRules).map((e) => e.message);
  } catch (e) {
    return [(e as Error).message];
  }
}

describe('GraphQL depth limit', () => {
  it(`admits ${GRAPHQL_LIMITS.depth} nested levels and refuses one more`, () => {
    expect(errors(nested(GRAPHQL_LIMITS.depth))).toEqual([]);
    expect(errors(nested(GRAPHQL_LIMITS.depth + 1)).join()).toMatch(/depth limit of 6 exceeded/);
  });

  it('counts fields, not fragment spreads', () => {
    const viaFragments = `{ n { ...A } } fragment A on N { n { ...B } } fragment B on N { n { n { n { id } } } }`;
    expect(errors(viaFragments)).toEqual([]);
    const tooDeep = `{ n { ...A } } fragment A on N { n { ...B } } fragment B on N { n { n { n { n { id } } } } }`;
    expect(errors(tooDeep).join()).toMatch(/depth limit/);
  });
});
