import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo.js';
import { signInForTest } from '../platform/identity/testing.js';

export type DemoRole = keyof typeof DEMO_USERS;

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[];
}

/** Posts a GraphQL operation through the real HTTP stack (app.inject). */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  opts: { token?: string | null; variables?: Record<string, unknown>; lang?: string } = {},
): Promise<GqlResult<T>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload: { query, variables: opts.variables ?? {} },
  });
  const body = res.json() as { data?: T | null; errors?: GqlResult<T>['errors'] };
  return { status: res.statusCode, data: body.data ?? null, errors: body.errors };
}

/** Real access tokens of the demo accounts, through the embedded IdP's login flow. */
export async function demoTokens(app: FastifyInstance): Promise<Record<DemoRole, string>> {
  const out = {} as Record<DemoRole, string>;
  for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
    const tokens = await signInForTest(app, { email: DEMO_USERS[role], password: DEMO_PASSWORD });
    out[role] = tokens.accessToken;
  }
  return out;
}

/** The error code of the first error, or 'OK' when the call succeeded. */
export function outcome(res: GqlResult): string {
  return res.errors?.[0]?.extensions?.code ?? (res.data ? 'OK' : 'NO_DATA');
}
