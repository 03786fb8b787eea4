import { buildASTSchema, parse, type GraphQLSchema } from 'graphql';

/** Parses the SDL into a schema; resolvers are attached by Mercurius. */
export function makeExecutableSchema(typeDefs: string): GraphQLSchema {
  return buildASTSchema(parse(typeDefs));
}
