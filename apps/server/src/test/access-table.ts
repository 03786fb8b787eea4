import type { FastifyInstance } from 'fastify';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gql, outcome, type DemoRole } from './graphql.js';

export type Role = DemoRole | 'anonymous';

/**
 * A GraphQL document and its variables, built when the test runs (ids exist by then) for the role
 * about to call it (an operation whose target must belong to the caller builds one per role).
 */
export type Operation = (role: Role) => OperationCall | Promise<OperationCall>;
export interface OperationCall {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * One block of an area's access table: operations keyed by the root field they call (or
 * "field (variant)" when a field is tried several ways) and the outcome each role must get.
 */
export interface AccessCases {
  readonly name: string;
  readonly ops: Record<string, Operation>;
  readonly expected: Record<Role, string>;
}

/** The root field an operation key names: the key, or what comes before " (" in a variant. */
export const rootFieldOf = (key: string): string => key.split(' (')[0]!;

/** The root fields a document selects (its first operation). */
function selectedRootFields(query: string): string[] {
  const op = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return (op?.selectionSet.selections ?? []).flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
}

/**
 * The authorization table of an area (DESIGN.md "Security baseline"): one test per operation and
 * role, each expecting 'OK' or the error code (UNAUTHENTICATED, FORBIDDEN …) that role must get,
 * denied rows included. Each key must be the root field its document calls, so the schema-wide
 * coverage test (modules/schema-policies.test.ts) can trust the keys.
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
        const { query, variables } = await build(role);
        expect(selectedRootFields(query), `the key ${op} names the field its document calls`).toEqual([rootFieldOf(op)]);
        const res = await gql(app, query, { token: role === 'anonymous' ? null : tokens[role], variables });
        expect(outcome(res), JSON.stringify(res.errors)).toBe(want);
      });
    }
  }
}

/** Every block of an area's table. */
export function accessTables(env: () => { app: FastifyInstance; tokens: Record<DemoRole, string> }, cases: readonly AccessCases[]): void {
  for (const c of cases) describe(c.name, () => accessTable(env, c.ops, c.expected));
}
