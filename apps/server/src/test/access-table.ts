import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { gql, outcome, type DemoRole } from './graphql.js';

export type Role = DemoRole | 'anonymous';

/** A GraphQL document and its variables, built when the test runs (ids exist by then). */
export type Operation = () => OperationCall | Promise<OperationCall>;
export interface OperationCall {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * The authorization table of an area (DESIGN.md "Security baseline"): one test per operation and
 * role, each expecting 'OK' or the error code (UNAUTHENTICATED, FORBIDDEN …) that role must get,
 * denied rows included.
 */
export function accessTable(
  env: () => { app: FastifyInstance; tokens: Record<DemoRole, string> },
  ops: Record<string, Operation>,
  expected: Record<Role, string>,
): void {
  for (const [op, build] of Object.entries(ops)) {
    for (const [role, want] of Object.entries(expected) as [Role, string][]) {
      it(`${op}: ${role} -> ${want}`, async () => {
        const { app, tokens } = env();
        const { query, variables } = await build();
        const res = await gql(app, query, { token: role === 'anonymous' ? null : tokens[role], variables });
        expect(outcome(res), JSON.stringify(res.errors)).toBe(want);
      });
    }
  }
}
