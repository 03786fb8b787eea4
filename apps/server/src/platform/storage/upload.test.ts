import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPE_LIBRARY, LIBRARY_UPLOAD_MAX_BYTES } from '@portal/domain';
import { loadConfig } from '../../config.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { effectiveMaxBytes, UPLOAD_RULES } from './upload-rules.js';
import {
  arquivoRows,
  BOUNDARY,
  destroyOpenSockets,
  docx,
  eventually,
  filePart,
  LIBRARY_INFO,
  multipartBody,
  pdf,
  PNG,
  rawConnection,
  storedFiles,
  upload,
} from './testing.js';

/** The test app's lowered limit (UPLOAD_MAX_BYTES): the 900 MB rule, without sending 900 MB. */
const CAP = 200_000;

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

/** The app on a real loopback port (listened on once), for tests that need a raw socket. */
let port: number | null = null;
async function listening(): Promise<number> {
  port ??= Number(new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port);
  return port;
}

/** Object files only (the temporary directory must be empty too). */
const objects = () => storedFiles(dataDir);

describe('the upload limit', () => {
  it('is the spec\'s 900,000,000 bytes unless UPLOAD_MAX_BYTES lowers it', () => {
    const rule = UPLOAD_RULES[FILE_TYPE_LIBRARY]!;
    expect(rule.maxBytes).toBe(LIBRARY_UPLOAD_MAX_BYTES);
    expect(LIBRARY_UPLOAD_MAX_BYTES).toBe(900_000_000);
    const production = loadConfig({});
    expect(production.UPLOAD_MAX_BYTES).toBeUndefined();
    expect(effectiveMaxBytes(rule, production.UPLOAD_MAX_BYTES)).toBe(900_000_000);
    // A setting only lowers it.
    expect(effectiveMaxBytes(rule, 2_000_000_000)).toBe(900_000_000);
    expect(effectiveMaxBytes(rule, CAP)).toBe(CAP);
  });
});

describe('POST /api/upload', () => {
  it('stores the file, records it and answers its id (info before or after the file)', async () => {
    const bytes = pdf(50_000);
    const res = await upload(t.app, tokens.montadora, [LIBRARY_INFO, filePart('  Relatório anual.pdf ', bytes, 'text/html')]);
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = (await arquivoRows(t.database)).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      nome: 'Relatório anual.pdf',
      tamanho: 50_000,
      tipo_conteudo: 'application/pdf', // from the bytes, not the declared text/html
      tipo_arquivo: 'LIBRARY',
    });
    expect(row.chave).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(fs.readFileSync(path.join(dataDir, 'files', row.chave))).toEqual(bytes);

    const after = await upload(t.app, tokens.admin, [filePart('planilha.docx', docx()), LIBRARY_INFO]);
    expect(after.statusCode).toBe(200);
    const second = (await arquivoRows(t.database)).find((r) => r.id === (after.json() as { id: string }).id)!;
    expect(second.tipo_conteudo).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(fs.existsSync(path.join(dataDir, 'files', second.chave))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'files', '.tmp'))).toEqual([]);

    // `info` as a browser sends a Blob: a part with a file name and a JSON type.
    const blobInfo = { ...LIBRARY_INFO, filename: 'blob', contentType: 'application/json' };
    const blob = await upload(t.app, tokens.montadora, [blobInfo, filePart('foto.png', PNG)]);
    expect(blob.statusCode, blob.body).toBe(200);
  });

  it('takes plain text by its bytes, and a file of exactly the limit', async () => {
    const csv = Buffer.from('nome;valor\nJoão;1,5\n', 'latin1'); // Windows-1252, as Excel writes it
    expect((await upload(t.app, tokens.montadora, [LIBRARY_INFO, filePart('dados.csv', csv)])).statusCode).toBe(200);
    const atLimit = await upload(t.app, tokens.montadora, [LIBRARY_INFO, filePart('grande.pdf', pdf(CAP))]);
    expect(atLimit.statusCode).toBe(200);
  });

  it('asks who is calling before reading the body (401), and for the library feature (403)', async () => {
    const before = { rows: (await arquivoRows(t.database)).length, objects: objects() };
    const anonymous = await upload(t.app, null, [LIBRARY_INFO, filePart('a.pdf', pdf())]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED', fields: [{ field: 'file' }] });
    // consulta: a manufacturer user without PORTAL_GERENCIAR_BIBLIOTECA; dealer: no features.
    for (const role of ['consulta', 'dealer'] as const) {
      const res = await upload(t.app, tokens[role], [LIBRARY_INFO, filePart('a.pdf', pdf())]);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Você não tem permissão para esta operação.' });
    }
    expect((await arquivoRows(t.database)).length).toBe(before.rows);
    expect(objects()).toEqual(before.objects);
  });

  it('refuses a file over the limit while it streams (413), leaving no object and no row', async () => {
    const before = { rows: (await arquivoRows(t.database)).length, objects: objects() };
    for (const parts of [
      [LIBRARY_INFO, filePart('grande.pdf', pdf(CAP + 1))],
      [filePart('grande.pdf', pdf(CAP * 3)), LIBRARY_INFO],
    ]) {
      const res = await upload(t.app, tokens.montadora, parts, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(413);
      // The user's language (pt-BR), naming the field.
      expect(res.json()).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'O arquivo deve ter no máximo 0.2 MB.',
        fields: [{ field: 'file', message: 'O arquivo deve ter no máximo 0.2 MB.' }],
      });
    }
    expect((await arquivoRows(t.database)).length).toBe(before.rows);
    expect(objects()).toEqual(before.objects);
  });

  it('judges the type by the bytes (415), leaving nothing behind', async () => {
    const before = { rows: (await arquivoRows(t.database)).length, objects: objects() };
    const cases: [string, Buffer, string][] = [
      ['foto.pdf', PNG, 'O conteúdo do arquivo não corresponde à extensão .pdf.'],
      ['leia.txt', Buffer.concat([Buffer.from('texto'), Buffer.from([0, 1, 2, 3])]), 'O conteúdo do arquivo não corresponde à extensão .txt.'],
      ['imagem.txt', PNG, 'O conteúdo do arquivo não corresponde à extensão .txt.'],
      ['relatorio.docx', pdf(), 'O conteúdo do arquivo não corresponde à extensão .docx.'],
    ];
    for (const [nome, bytes, message] of cases) {
      const res = await upload(t.app, tokens.montadora, [LIBRARY_INFO, filePart(nome, bytes)]);
      expect(res.statusCode, nome).toBe(415);
      expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: [{ field: 'file', message }] });
    }
    for (const nome of ['pagina.html', 'desenho.svg', 'programa.exe', 'sem-extensao']) {
      const res = await upload(t.app, tokens.montadora, [LIBRARY_INFO, filePart(nome, Buffer.from('<html></html>'))]);
      expect(res.statusCode, nome).toBe(415);
      expect((res.json() as { message: string }).message).toMatch(/^Tipo de arquivo não permitido: .*Tipos aceitos: \.pdf, \.doc/);
    }
    // The mismatch found with `info` after the file: the stored bytes go again.
    const late = await upload(t.app, tokens.montadora, [filePart('foto.pdf', PNG), LIBRARY_INFO]);
    expect(late.statusCode).toBe(415);
    expect((await arquivoRows(t.database)).length).toBe(before.rows);
    expect(objects()).toEqual(before.objects);
  });

  it('asks for info and for the file (400)', async () => {
    const noInfo = await upload(t.app, tokens.montadora, [filePart('a.pdf', pdf())]);
    expect(noInfo.statusCode).toBe(400);
    expect(noInfo.json()).toMatchObject({ fields: [{ field: 'info' }] });
    const badType = await upload(t.app, tokens.montadora, [{ name: 'info', value: '{"fileType":"AVATAR"}' }, filePart('a.pdf', pdf())]);
    expect(badType.statusCode).toBe(400);
    const noFile = await upload(t.app, tokens.montadora, [LIBRARY_INFO]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'Envie o arquivo.', fields: [{ field: 'file' }] });
  });

  it('leaves no object and no row when the client drops mid-upload', async () => {
    const rowsBefore = (await arquivoRows(t.database)).length;
    const objectsBefore = objects();
    const body = multipartBody([LIBRARY_INFO, filePart('longo.pdf', pdf(150_000))]);
    const socket = await rawConnection(await listening());
    socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tokens.montadora}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 80_000));
    const tmp = path.join(dataDir, 'files', '.tmp');
    // The server is writing the object's temporary file...
    await eventually(() => fs.existsSync(tmp) && fs.readdirSync(tmp).length === 1);
    socket.destroy();
    // ...and removes it once the client is gone; no row was ever written.
    await eventually(() => fs.readdirSync(tmp).length === 0);
    expect(objects()).toEqual(objectsBefore);
    expect((await arquivoRows(t.database)).length).toBe(rowsBefore);
  });

  it('refuses a body announced over the limit (Content-Length) before reading any of it', async () => {
    const socket = await rawConnection(await listening());
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Headers only: a server that waited for the body would never answer.
    socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tokens.montadora}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${CAP * 10}\r\n\r\n`,
    );
    await eventually(() => answer.includes('\r\n\r\n') && answer.includes('}'));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":"BAD_USER_INPUT"');
    await closed;
  });

  it('answers 413 over a real connection as soon as the limit is passed, and closes it', async () => {
    const body = multipartBody([LIBRARY_INFO, filePart('enorme.pdf', pdf(CAP * 20))]);
    const socket = await rawConnection(await listening());
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tokens.montadora}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // Sends only a little past the limit: the answer must not wait for the rest of the body.
    socket.write(body.subarray(0, CAP + 50_000));
    await eventually(() => answer.includes('\r\n\r\n'));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    await closed;
    expect(objects().filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });
});
