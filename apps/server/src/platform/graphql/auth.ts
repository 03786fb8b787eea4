import { ALL_FEATURE_KEYS, canAccess, isUserType, type FeatureKey, type UserType } from '@portal/domain';
import {
  getDirective,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from './directive.js';
import { forbidden, unauthenticated } from '../errors.js';
import type { PortalContext } from './context.js';

export type Policy =
  | { kind: 'PUBLIC' }
  | { kind: 'SIGNED_IN' }
  | { kind: 'ACCESS'; features: FeatureKey[]; userTypes: UserType[] };

const FEATURE_KEYS: ReadonlySet<string> = new Set(ALL_FEATURE_KEYS);

/**
 * Reads the @auth policy of a root field; null when the field declares none or several. Throws
 * when it names a feature that is not a key of @portal/domain's FEATURES: `features` is a
 * [String!] in the schema, so a typo would otherwise leave the field open to the provider alone,
 * silently; the start-up stops instead.
 */
export function policyOf(schema: GraphQLSchema, typeName: string, fieldName: string): Policy | null {
  const args = getDirective(schema, typeName, fieldName, 'auth');
  if (!args) return null;
  const policy = args.policy as string;
  if (policy === 'PUBLIC' || policy === 'SIGNED_IN') return { kind: policy };
  if (policy === 'ACCESS') {
    const named = (args.features as string[] | undefined) ?? [];
    const unknown = named.filter((f) => !FEATURE_KEYS.has(f));
    if (unknown.length > 0) {
      throw new Error(`${typeName}.${fieldName}: @auth names unknown feature keys ${unknown.join(', ')} (not in @portal/domain FEATURES)`);
    }
    const features = named as FeatureKey[];
    const userTypes = ((args.userTypes as string[] | undefined) ?? []).filter(isUserType);
    if (features.length === 0 && userTypes.length === 0) return null; // ACCESS must restrict something
    return { kind: 'ACCESS', features, userTypes };
  }
  return null;
}

/** Throws when the context's user may not call a field with this policy. */
export function enforce(policy: Policy, ctx: PortalContext): void {
  if (policy.kind === 'PUBLIC') return;
  if (!ctx.user) throw unauthenticated();
  if (policy.kind === 'SIGNED_IN') return;
  if (!canAccess(ctx.user, { features: policy.features, userTypes: policy.userTypes })) throw forbidden();
}

type Resolvers = Record<string, Record<string, unknown>>;

/**
 * Wraps every Query and Mutation resolver with its @auth policy. A root field without exactly one
 * policy stops the start-up: access control fails closed, never open.
 */
export function applyPolicies(schema: GraphQLSchema, resolvers: Resolvers): void {
  for (const typeName of ['Query', 'Mutation', 'Subscription']) {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) continue;
    const fields = type.getFields() as Record<string, unknown>;
    for (const fieldName of Object.keys(fields)) {
      const policy = policyOf(schema, typeName, fieldName);
      if (!policy) throw new Error(`${typeName}.${fieldName} has no valid @auth policy`);
      const resolver = resolvers[typeName]?.[fieldName] as GraphQLFieldResolver | undefined;
      if (!resolver) throw new Error(`${typeName}.${fieldName} has no resolver`);
      resolvers[typeName]![fieldName] = (root: unknown, args: unknown, ctx: PortalContext, info: unknown) => {
        enforce(policy, ctx);
        return resolver(root, args, ctx, info);
      };
    }
  }
}
