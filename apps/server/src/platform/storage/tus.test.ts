import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { DEMO_USERS } from '../../seed/demo.js';
import { arquivoRows, destroyOpenSockets, eventually, pdf, PNG, rawConnection, storageOf, storedFiles, tusFiles } from './testing.js';

/** Above Fastify's 1 MB body limit, so a single PATCH chunk larger than that is exercised. */
const CAP = 3_000_000;

let t: TestApp;
let tokens: Record<DemoRole, string>;
let dataDir: string;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_BYTES: String(CAP) });
  dataDir = t.config.dataDir;
  tokens = await demoTokens(t.app);
});
afterAll(async () => {
  destroyOpenSockets();
  await t?.close();
});

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** tus POST: creates an upload, answers its Location. */
function create(app: FastifyInstance, token: string | null, size: number, meta: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/upload/tus',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

function patch(app: FastifyInstance, token: string | null, location: string, offset: number, chunk: Buffer) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: chunk,
  });
}

function head(app: FastifyInstance, token: string | null, location: string) {
  return app.inject({
    method: 'HEAD',
    url: location,
    headers: { 'tus-resumable': '1.0.0', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const LIBRARY = { fileType: 'LIBRARY' };

describe('resumable uploads (tus) at /api/upload/tus', () => {
  it('creates, takes half, tells the offset after an interruption, takes the rest and records the file', async () => {
    const bytes = pdf(2_400_000);
    const half = 1_300_000; // one chunk above Fastify's 1 MB body limit
    const created = await create(t.app, tokens.montadora, bytes.length, { filename: 'Manual técnico.pdf', ...LIBRARY });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/upload\/tus\/[0-9a-f]{32}$/);
    expect(created.headers['access-control-allow-origin']).toBeUndefined();

    const first = await patch(t.app, tokens.montadora, location, 0, bytes.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-arquivo-id']).toBeUndefined();

    // The connection broke: the client asks where to resume.
    const offset = await head(t.app, tokens.montadora, location);
    expect(offset.statusCode).toBe(200);
    expect(offset.headers['upload-offset']).toBe(String(half));
    // A stale offset is refused (409) without touching the upload.
    expect((await patch(t.app, tokens.montadora, location, 0, bytes.subarray(0, 10))).statusCode).toBe(409);

    const rest = await patch(t.app, tokens.montadora, location, half, bytes.subarray(half));
    expect(rest.statusCode).toBe(204);
    const id = rest.headers['upload-arquivo-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest.headers['access-control-expose-headers']).toContain('Upload-Arquivo-Id');

    const row = (await arquivoRows(t.database)).find((r) => r.id === id)!;
    expect(row).toMatchObject({ nome: 'Manual técnico.pdf', tamanho: bytes.length, tipo_conteudo: 'application/pdf', tipo_arquivo: 'LIBRARY' });
    expect(fs.readFileSync(path.join(dataDir, 'files', row.chave)).equals(bytes)).toBe(true);
    // The tus copy is gone. Asked again (the answer to the last PATCH was lost), the upload is
    // complete and names its file — to its creator only.
    expect(tusFiles(dataDir)).toEqual([]);
    const again = await head(t.app, tokens.montadora, location);
    expect(again.statusCode).toBe(200);
    expect(again.headers['upload-offset']).toBe(String(bytes.length));
    expect(again.headers['upload-length']).toBe(String(bytes.length));
    expect(again.headers['upload-arquivo-id']).toBe(id);
    const stranger = await head(t.app, tokens.admin, location);
    expect(stranger.headers['upload-arquivo-id']).toBeUndefined();
    expect(stranger.statusCode).not.toBe(200);
  });

  it('keeps what arrived before the connection dropped, and resumes from there', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const bytes = pdf(600_000);
    const sent = 250_000;
    const location = (await create(t.app, tokens.montadora, bytes.length, { filename: 'queda.pdf', ...LIBRARY })).headers.location as string;
    const tusFile = path.join(dataDir, 'tus', location.split('/').pop()!);
    const socket = await rawConnection(Number(new URL(address).port));
    socket.write(
      `PATCH ${location} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tokens.montadora}\r\nTus-Resumable: 1.0.0\r\n` +
        `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${bytes.length}\r\n\r\n`,
    );
    socket.write(bytes.subarray(0, sent));
    await eventually(() => fs.statSync(tusFile).size === sent);
    socket.destroy();

    const offset = await head(t.app, tokens.montadora, location);
    expect(offset.headers['upload-offset']).toBe(String(sent));
    const rest = await patch(t.app, tokens.montadora, location, sent, bytes.subarray(sent));
    expect(rest.statusCode).toBe(204);
    const row = (await arquivoRows(t.database)).find((r) => r.id === rest.headers['upload-arquivo-id'])!;
    expect(fs.readFileSync(path.join(dataDir, 'files', row.chave)).equals(bytes)).toBe(true);
  });

  it('lets only the creator continue an upload', async () => {
    const bytes = pdf(20_000);
    const location = (await create(t.app, tokens.montadora, bytes.length, { filename: 'a.pdf', ...LIBRARY })).headers.location as string;
    expect((await patch(t.app, tokens.montadora, location, 0, bytes.subarray(0, 5_000))).statusCode).toBe(204);
    // admin may upload library files too, but not into Marina's upload.
    const other = await patch(t.app, tokens.admin, location, 5_000, bytes.subarray(5_000));
    expect(other.statusCode).toBe(403);
    expect((JSON.parse(other.body) as { code: string }).code).toBe('FORBIDDEN');
    expect((await head(t.app, tokens.admin, location)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: location, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${tokens.admin}` } })).statusCode).toBe(403);
    // A client cannot claim someone else's id in the metadata: the server writes the owner.
    const admin = await t.database.pool.query<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.admin]);
    const forged = await create(t.app, tokens.montadora, 10, { filename: 'b.pdf', usuarioId: String(admin.rows[0]!.id), ...LIBRARY });
    expect((await head(t.app, tokens.admin, forged.headers.location as string)).statusCode).toBe(403);
    expect((await head(t.app, tokens.montadora, location)).headers['upload-offset']).toBe('5000');
  });

  it('wants a signed-in user with the library feature on every request', async () => {
    expect((await create(t.app, null, 10, { filename: 'a.pdf', ...LIBRARY })).statusCode).toBe(401);
    expect((await create(t.app, tokens.consulta, 10, { filename: 'a.pdf', ...LIBRARY })).statusCode).toBe(403);
    expect((await create(t.app, tokens.dealer, 10, { filename: 'a.pdf', ...LIBRARY })).statusCode).toBe(403);
    const location = (await create(t.app, tokens.montadora, 10, { filename: 'a.pdf', ...LIBRARY })).headers.location as string;
    expect((await patch(t.app, null, location, 0, pdf(10))).statusCode).toBe(401);
    expect((await head(t.app, null, location)).statusCode).toBe(401);
    // No GET: an upload is never served from here.
    expect((await t.app.inject({ method: 'GET', url: location, headers: { authorization: `Bearer ${tokens.montadora}` } })).statusCode).toBe(404);
  });

  it('keeps only the base name of the file, without control characters, down to the download', async () => {
    const bytes = Buffer.from('texto simples\n');
    for (const [sent, kept] of [
      ['../../x.txt', 'x.txt'],
      ['C:\\dados\\nota\u0007.txt', 'nota.txt'],
      ['rel\u202Etxt.exe.txt', 'reltxt.exe.txt'],
    ] as const) {
      const created = await create(t.app, tokens.montadora, bytes.length, { filename: sent, ...LIBRARY });
      expect(created.statusCode).toBe(201);
      const done = await patch(t.app, tokens.montadora, created.headers.location as string, 0, bytes);
      const id = done.headers['upload-arquivo-id'] as string;
      expect((await arquivoRows(t.database)).find((r) => r.id === id)?.nome).toBe(kept);
      const link = storageOf(t.app).links.sign({ arquivoId: id, variant: 'original', inline: false });
      const res = await t.app.inject({ method: 'GET', url: link });
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${kept}"; filename*=UTF-8''${kept}`);
    }
  });

  it('checks name, type and size on creation', async () => {
    const noName = await create(t.app, tokens.montadora, 10, LIBRARY);
    expect(noName.statusCode).toBe(400);
    const unknown = await create(t.app, tokens.montadora, 10, { filename: 'a.pdf', fileType: 'OUTRO' });
    expect(unknown.statusCode).toBe(400);
    const html = await create(t.app, tokens.montadora, 10, { filename: 'pagina.html', ...LIBRARY });
    expect(html.statusCode).toBe(415);
    expect((JSON.parse(html.body) as { message: string }).message).toMatch(/^Tipo de arquivo não permitido: \.html/);
    const big = await create(t.app, tokens.montadora, CAP + 1, { filename: 'a.pdf', ...LIBRARY });
    expect(big.statusCode).toBe(413);
  });

  it('refuses content that does not match the extension when the last byte arrives, leaving nothing', async () => {
    const rows = (await arquivoRows(t.database)).length;
    const objects = storedFiles(dataDir);
    const location = (await create(t.app, tokens.montadora, PNG.length, { filename: 'foto.pdf', ...LIBRARY })).headers.location as string;
    const res = await patch(t.app, tokens.montadora, location, 0, PNG);
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'O conteúdo do arquivo não corresponde à extensão .pdf.',
      fields: [{ field: 'file' }],
    });
    expect((await arquivoRows(t.database)).length).toBe(rows);
    expect(storedFiles(dataDir)).toEqual(objects);
    expect(tusFiles(dataDir).filter((f) => f.startsWith(location.split('/').pop()!))).toEqual([]);
  });
});
