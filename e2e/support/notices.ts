import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The signed-in page's bearer token, as its own GraphQL requests carry it: taken from the next
 * request the page makes to /api/graphql (opening /comunicados asks for the unread count).
 */
export async function bearerOf(page: Page): Promise<string> {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/graphql') && Boolean(r.headers().authorization));
  await page.goto('/comunicados');
  return (await request).headers().authorization!;
}

/**
 * A GraphQL call as the page's user (their token, pt-BR), answering `data`; a GraphQL error fails
 * the test with the server's message.
 */
export async function gql<T>(page: Page, bearer: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/api/graphql', {
    headers: { Authorization: bearer, 'Accept-Language': 'pt-BR', 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors?.map((e) => e.message) ?? []).toEqual([]);
  return body.data!;
}
