import type { MercuriusLoaders } from 'mercurius';
import type { Resolvers } from '../../generated/graphql.js';
import type { PortalContext } from './context.js';

/*
 * Mercurius loaders typed by the generated resolver types (docs/architecture.md "GraphQL types"):
 * a loader of `Type.field` gets the parents of one request as the field's resolver would (the
 * mapped view, e.g. ProdutoView) with the field's arguments, and answers one result per parent,
 * checked against the schema. Field resolvers of a type keep PortalContext, loaders too.
 */

type Fn = (...args: never[]) => unknown;
/** The generated resolver of `Type.field` (a function: codegen.ts makes resolver types callable). */
type FieldResolver<T extends keyof Resolvers, F extends keyof NonNullable<Resolvers[T]>> = Extract<NonNullable<Resolvers[T]>[F], Fn>;

/** A batched field: Mercurius calls it once per request with every parent asked for, in order. */
export type FieldLoader<T extends keyof Resolvers, F extends keyof NonNullable<Resolvers[T]>> = (
  queries: readonly { obj: Parameters<FieldResolver<T, F>>[0]; params: Parameters<FieldResolver<T, F>>[1] }[],
  ctx: PortalContext,
) => Promise<Awaited<ReturnType<FieldResolver<T, F>>>[]>;

/** An area's loaders: any field of any object type of the schema. */
export type PortalLoaders = { [T in keyof Resolvers]?: { [F in keyof NonNullable<Resolvers[T]>]?: FieldLoader<T, F> } };

/** Checks an area's loaders against the schema's types and keeps their exact shape. */
export const defineLoaders = <L extends PortalLoaders>(loaders: L): L => loaders;

/**
 * Every area's loaders as Mercurius takes them. The one conversion: Mercurius calls loaders with
 * the context plugin.ts builds (PortalContext), but its types only know its own MercuriusContext.
 */
export function mercuriusLoaders(areas: readonly (PortalLoaders | undefined)[]): MercuriusLoaders {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const loaders of areas) {
    for (const [type, fields] of Object.entries(loaders ?? {})) merged[type] = { ...merged[type], ...fields };
  }
  return merged as MercuriusLoaders;
}
