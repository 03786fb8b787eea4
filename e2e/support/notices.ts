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

/** A one-page PDF saying `text` (the upload judges a file by its first bytes: it must be a real PDF). */
export function pdfWith(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 400 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${stream.length}>>\nstream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
