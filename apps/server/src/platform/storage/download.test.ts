import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { createDownloadLinks } from './download-links.js';
import { newObjectKey } from './keys.js';
import { arquivos } from './storage.tables.js';
import { filePart, LIBRARY_INFO, pdf, PNG, storageOf, upload } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function uploaded(nome: string, bytes: Buffer): Promise<string> {
  const res = await upload(t.app, tokens.montadora, [LIBRARY_INFO, filePart(nome, bytes)]);
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }).id;
}

/** A row and object written directly, for content types an upload would never accept. */
async function stored(nome: string, tipoConteudo: string, bytes: Buffer): Promise<string> {
  const { store } = storageOf(t.app);
  const chave = newObjectKey();
  await store.put(chave, Readable.from([bytes]));
  const [row] = await t.database.db
    .insert(arquivos)
    .values({ nome, tamanho: bytes.length, tipoConteudo, chave, tipoArquivo: 'LIBRARY', enviadoPorId: 1 })
    .returning({ id: arquivos.id });
  return row!.id;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/arquivos/:token', () => {
  it('serves an attachment under its exact name, with nosniff and a private cache as long as the link lives', async () => {
    const bytes = pdf(30_000);
    const id = await stored('Relatório "final"; 2024 ção.pdf', 'application/pdf', bytes);
    const link = storageOf(t.app).links.sign({ arquivoId: id, variant: 'original', inline: false });
    expect(link).toMatch(/^\/api\/arquivos\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const res = await get(link);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-length']).toBe('30000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Relatorio _final__ 2024 cao.pdf"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22%3B%202024%20%C3%A7%C3%A3o.pdf`,
    );
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThan(290);
    expect(maxAge).toBeLessThanOrEqual(300);
  });

  it('serves inline only raster images asked inline; never HTML, SVG or PDF', async () => {
    const png = await uploaded('foto.png', PNG);
    const inline = await get(storageOf(t.app).links.sign({ arquivoId: png, variant: 'original', inline: true }));
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="foto.png"/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const asFile = await get(storageOf(t.app).links.sign({ arquivoId: png, variant: 'original', inline: false }));
    expect(asFile.headers['content-disposition']).toMatch(/^attachment;/);

    for (const [nome, type, bytes] of [
      ['pagina.html', 'text/html', Buffer.from('<script>alert(1)</script>')],
      ['desenho.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['doc.pdf', 'application/pdf', pdf(100)],
    ] as const) {
      const id = await stored(nome, type, bytes);
      const res = await get(storageOf(t.app).links.sign({ arquivoId: id, variant: 'original', inline: true }));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type'], nome).toBe('application/octet-stream');
      expect(res.headers['content-disposition'], nome).toMatch(/^attachment;/);
    }
  });

  it('serves a thumbnail when there is one', async () => {
    const id = await uploaded('grande.png', PNG);
    const link = storageOf(t.app).links.sign({ arquivoId: id, variant: 'miniatura', inline: true });
    expect((await get(link)).statusCode).toBe(404);
    const chave = newObjectKey('.miniatura');
    await storageOf(t.app).store.put(chave, Readable.from([PNG]));
    await t.database.db.execute(sql`update arquivos set miniatura_chave = ${chave} where id = ${id}`);
    const res = await get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a byte range (206), so a download can resume', async () => {
    const bytes = pdf(5_000);
    const link = storageOf(t.app).links.sign({ arquivoId: await uploaded('parte.pdf', bytes), variant: 'original', inline: false });
    const part = await get(link, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/5000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(link, { range: 'bytes=4990-' });
    expect(tail.rawPayload.equals(bytes.subarray(4990))).toBe(true);
    const suffix = await get(link, { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe('bytes 4990-4999/5000');
    expect((await get(link, { range: 'bytes=5000-' })).statusCode).toBe(416);
    // Several ranges: the whole file, as RFC 9110 allows.
    expect((await get(link, { range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
  });

  it('refuses a forged link (403) and an expired one (410), translated', async () => {
    const id = await uploaded('segredo.pdf', pdf());
    const link = storageOf(t.app).links.sign({ arquivoId: id, variant: 'original', inline: false });
    const [payload, signature] = link.replace('/api/arquivos/', '').split('.') as [string, string];
    // The same claims with a day more to live (the expiry is the last 4 bytes), or as inline.
    const bytes = Buffer.from(payload, 'base64url');
    bytes.writeUInt32BE(bytes.readUInt32BE(18) + 86_400, 18);
    const longer = bytes.toString('base64url');
    for (const forged of [`${longer}.${signature}`, `${payload}.${'A'.repeat(43)}`, 'nada', `${payload}`]) {
      const res = await get(`/api/arquivos/${forged}`);
      expect(res.statusCode, forged).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Link de download inválido.' });
    }
    // Signed by another instance (same key, from the database) ten minutes ago: expired.
    const past = await createDownloadLinks(t.database, { now: () => Date.now() - 600_000 });
    const expired = await get(past.sign({ arquivoId: id, variant: 'original', inline: false }), { 'accept-language': 'en' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: 'The download link has expired. Open the file again to get a new one.' });
    // ...and still valid when it was signed a minute ago.
    const recent = await createDownloadLinks(t.database, { now: () => Date.now() - 60_000 });
    expect((await get(recent.sign({ arquivoId: id, variant: 'original', inline: false }))).statusCode).toBe(200);
  });

  it('answers 404 for a file that no longer exists', async () => {
    const link = storageOf(t.app).links.sign({ arquivoId: '00000000-0000-4000-8000-000000000000', variant: 'original', inline: false });
    expect((await get(link)).statusCode).toBe(404);
  });
});
