import {
  getDirectiveValues,
  type GraphQLDirective,
  type GraphQLSchema,
} from 'graphql';

export type { GraphQLSchema };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphQLFieldResolver = (root: any, args: any, ctx: any, info: any) => unknown;

/**
 * The arguments of `@name` on Type.field, or null when absent or repeated (a field carries
 * exactly one policy).
 */
export function getDirective(
  schema: GraphQLSchema,
  typeName: string,
  fieldName: string,
  name: string,
): Record<string, unknown> | null {
  const type = schema.getType(typeName);
  if (!type || !('getFields' in type)) return null;
  const field = (type.getFields() as Record<string, { astNode?: { directives?: readonly { name: { value: string } }[] } }>)[
    fieldName
  ];
  const node = field?.astNode;
  if (!node) return null;
  const count = (node.directives ?? []).filter((d) => d.name.value === name).length;
  if (count !== 1) return null;
  const directive = schema.getDirective(name) as GraphQLDirective | undefined;
  if (!directive) return null;
  return getDirectiveValues(directive, node as never) ?? null;
}
