import type { GraphQLSchema } from 'graphql';
import { policyOf } from './auth.js';

/**
 * The root fields ("Query.minhaConta") whose @auth policy lets no anonymous caller in (SIGNED_IN
 * or ACCESS). Their resolvers are typed with SignedInContext (codegen.ts `fieldContextTypes`):
 * the policy wrapper has checked the user before they run, so they need no `ctx.user!`.
 */
export function signedInFields(schema: GraphQLSchema): string[] {
  const fields: string[] = [];
  for (const typeName of ['Query', 'Mutation', 'Subscription']) {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) continue;
    for (const fieldName of Object.keys(type.getFields())) {
      const policy = policyOf(schema, typeName, fieldName);
      if (policy && policy.kind !== 'PUBLIC') fields.push(`${typeName}.${fieldName}`);
    }
  }
  return fields;
}
