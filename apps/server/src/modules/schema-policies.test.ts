import { describe, expect, it } from 'vitest';
import { rootFieldOf, type AccessCases } from '../test/access-table.js';
import { absencesAccessCases, type AbsencesAccessFixtures } from './absences/access.cases.js';
import { accountAccessCases } from './account/access.cases.js';
import { auditAccessCases, type AuditAccessFixtures } from './audit/access.cases.js';
import { dealersAccessCases, type DealersAccessFixtures } from './dealers/access.cases.js';
import { importsAccessCases, type ImportsAccessFixtures } from './imports/access.cases.js';
import { MODULES } from './index.js';
import { libraryAccessCases, type LibraryAccessFixtures } from './library/access.cases.js';
import { notificationsAccessCases, type NotificationsAccessFixtures } from './notifications/access.cases.js';
import { noticesAccessCases, type NoticesAccessFixtures } from './notices/access.cases.js';
import { organisationAccessCases } from './organisation/access.cases.js';
import { shellAccessCases, type ShellAccessFixtures } from './shell/access.cases.js';
import { reportsAccessCases, type ReportsAccessFixtures } from './reports/access.cases.js';
import { slidesAccessCases, type SlidesAccessFixtures } from './slides/access.cases.js';
import { superadminAccessCases } from './superadmin/access.cases.js';
import { userGroupsAccessCases, type UserGroupsAccessFixtures } from './user-groups/access.cases.js';
import { usersAccessCases, type UsersAccessFixtures } from './users/access.cases.js';
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

  it("every root field is in some area's access table (modules/<area>/access.cases.ts)", () => {
    // Only the keys are read: the tables build their documents lazily, from fixtures their tests fill in.
    const tables: AccessCases[] = [
      ...shellAccessCases({} as ShellAccessFixtures),
      ...organisationAccessCases({}),
      ...dealersAccessCases({} as DealersAccessFixtures),
      ...usersAccessCases({} as UsersAccessFixtures),
      ...userGroupsAccessCases({} as UserGroupsAccessFixtures),
      ...absencesAccessCases({} as AbsencesAccessFixtures),
      ...accountAccessCases(),
      ...auditAccessCases({} as AuditAccessFixtures),
      ...libraryAccessCases({} as LibraryAccessFixtures),
      ...notificationsAccessCases({} as NotificationsAccessFixtures),
      ...noticesAccessCases({} as NoticesAccessFixtures),
      ...slidesAccessCases({} as SlidesAccessFixtures),
      ...reportsAccessCases({} as ReportsAccessFixtures),
      ...superadminAccessCases(),
      ...importsAccessCases({} as ImportsAccessFixtures),
    ];
    const covered = new Set(tables.flatMap((c) => Object.keys(c.ops).map(rootFieldOf)));
    const { schema } = buildSchema(MODULES);
    const uncovered: string[] = [];
    for (const typeName of ['Query', 'Mutation', 'Subscription']) {
      const type = schema.getType(typeName);
      if (!type || !('getFields' in type)) continue;
      for (const field of Object.keys(type.getFields())) if (!covered.has(field)) uncovered.push(`${typeName}.${field}`);
    }
    expect(uncovered).toEqual([]);
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
