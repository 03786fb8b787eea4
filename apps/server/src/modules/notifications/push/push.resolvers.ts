import type { Resolvers } from '../../../generated/graphql.js';

/** Filled in as this part is built (notifications issue). */
export const pushResolvers: Resolvers = { Query: {}, Mutation: {} };
