/** The portal API's GraphQL endpoint (its own module: the entry's early queries use it without Apollo). */
export const GRAPHQL_URI = '/api/graphql';
