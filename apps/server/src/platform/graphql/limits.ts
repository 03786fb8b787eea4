import { Lexer, Source, TokenKind, type ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { AppError } from '../errors.js';

/** graphql-armor's defaults (DESIGN.md security baseline, ASVS V13.4.1). */
export const GRAPHQL_LIMITS = { depth: 6, aliases: 15, tokens: 1000, cost: 5000 } as const;

/** Validation rules for depth, aliases and cost; introspection is exempt from depth. */
export const limitRules: ValidationRule[] = [
  // Depth counts nested fields: a fragment spread is a way of writing the same selection, not a
  // level (counted, the web's item fragment inside a paged answer went past 6 with 5 real levels).
  maxDepthRule({ n: GRAPHQL_LIMITS.depth, flattenFragments: true }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.cost }),
];

/** Refuses a document with more tokens than the limit before it is parsed. */
export function assertTokenLimit(source: string): void {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  for (let tok = lexer.advance(); tok.kind !== TokenKind.EOF; tok = lexer.advance()) {
    if (++count > GRAPHQL_LIMITS.tokens) throw new AppError('BAD_USER_INPUT', 'error.queryTooComplex');
  }
}
