/**
 * One GraphQL call as a signed-in user; throws on transport errors and on any error in the
 * answer, so the bench's setup fails loudly instead of measuring error responses.
 */
export async function graphql<T>(baseUrl: string, token: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!res.ok || body.errors?.length || !body.data) {
    throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body).slice(0, 500)}\n  query: ${query.slice(0, 200)}`);
  }
  return body.data;
}
