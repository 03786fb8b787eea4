import { describe, expect, it } from 'vitest';
import { MODULES } from './index.js';
import { applyPolicies, policyOf } from '../platform/graphql/auth.js';
import { makeExecutableSchema } from '../platform/graphql/executable-schema.js';
import { buildSchema } from '../platform/graphql/plugin.js';

describe('GraphQL access policies', () => {
  it('every root field of the API declares exactly one valid @auth policy', () => {
    const { schema } = buildSchema(MODULES);
    const missing: string[] = [];
    for (const typeName of ['Query', 'Mutation', 'Subscription']) {
      const type = schema.getType(typeName);
      if (!type || !('getFields' in type)) continue;
      for (const field of Object.keys(type.getFields())) {
        if (!policyOf(schema, typeName, field)) missing.push(`${typeName}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  const base = `
    directive @auth(policy: Policy!, features: [String!], userTypes: [TipoUsuario!]) repeatable on FIELD_DEFINITION
    enum Policy { PUBLIC SIGNED_IN ACCESS }
    enum TipoUsuario { PROVEDOR MONTADORA DEALER_GRUPO }`;

  it('refuses to start with a root field that has no policy', () => {
    const schema = makeExecutableSchema(`${base} type Query { a: Int @auth(policy: PUBLIC) b: Int }`);
    expect(() => applyPolicies(schema, { Query: { a: () => 1, b: () => 2 } })).toThrow(/Query.b has no valid @auth/);
  });

  it('refuses a field with two policies, or ACCESS without any restriction', () => {
    const twice = makeExecutableSchema(`${base} type Query { a: Int @auth(policy: PUBLIC) @auth(policy: SIGNED_IN) }`);
    expect(() => applyPolicies(twice, { Query: { a: () => 1 } })).toThrow(/Query.a/);
    const open = makeExecutableSchema(`${base} type Query { a: Int @auth(policy: ACCESS) }`);
    expect(() => applyPolicies(open, { Query: { a: () => 1 } })).toThrow(/Query.a/);
  });

  it('refuses to start when @auth names a feature that is not a domain feature key', () => {
    const typo = makeExecutableSchema(
      `${base} type Query { a: Int @auth(policy: ACCESS, features: ["PORTAL_MANUTENCAO_USUARIOS", "PORTAL_MANUTENCAO_USUARIO"]) }`,
    );
    expect(() => applyPolicies(typo, { Query: { a: () => 1 } })).toThrow(
      'Query.a: @auth names unknown feature keys PORTAL_MANUTENCAO_USUARIO (not in @portal/domain FEATURES)',
    );
    const known = makeExecutableSchema(`${base} type Query { a: Int @auth(policy: ACCESS, features: ["PORTAL_MANUTENCAO_USUARIOS"]) }`);
    expect(() => applyPolicies(known, { Query: { a: () => 1 } })).not.toThrow();
  });
});
