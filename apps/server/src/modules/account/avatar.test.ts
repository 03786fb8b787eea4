import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { AVATAR_MAX_BYTES, sniffImage } from './avatar.storage.js';
import { JPEG, MINHA_CONTA, PNG, REMOVER_AVATAR, uploadAvatar, WEBP } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let dataDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  dataDir = t.config.dataDir;
  tokens = await demoTokens(t.app);
});
afterAll(async () => {
  await t?.close();
});

const avatarDir = () => path.join(dataDir, 'avatars');
const files = () => (fs.existsSync(avatarDir()) ? fs.readdirSync(avatarDir()).sort() : []);
const fileOf = (link: string) => path.join(avatarDir(), link.replace('/api/avatars/', ''));
const link = async (role: DemoRole) =>
  (await gql<{ minhaConta: { avatarLink: string | null } }>(t.app, MINHA_CONTA, { token: tokens[role] })).data!.minhaConta.avatarLink;

async function auditActions(email: string): Promise<string[]> {
  const res = await t.database.db.execute<{ acao: string }>(sql`
    select a.acao from auditoria a join usuarios u on a.entidade_id = u.id::text
     where a.entidade = 'usuario' and u.email = ${email} and a.acao like '%AVATAR' order by a.id`);
  return res.rows.map((r) => r.acao);
}

describe('sniffImage: the type comes from the bytes', () => {
  it('knows PNG, JPEG and WebP, nothing else', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpg');
    expect(sniffImage(WEBP)).toBe('webp');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /api/minha-conta/avatar', () => {
  it('stores the image under DATA_DIR, links it to the caller and serves it with its checked type', async () => {
    const res = await uploadAvatar(t.app, tokens.dealer, PNG);
    expect(res.statusCode).toBe(200);
    const avatarLink = (res.json() as { avatarLink: string }).avatarLink;
    expect(avatarLink).toMatch(/^\/api\/avatars\/\d+-[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(fileOf(avatarLink))).toEqual(PNG);
    expect(await link('dealer')).toBe(avatarLink);

    const served = await t.app.inject({ method: 'GET', url: avatarLink });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="avatar.png"');
  });

  it('replaces the previous file; the type is the content\'s, whatever the header says', async () => {
    const first = (await uploadAvatar(t.app, tokens.montadora, PNG)).json() as { avatarLink: string };
    // JPEG bytes declared as PNG: stored and served as JPEG.
    const second = await uploadAvatar(t.app, tokens.montadora, JPEG, 'image/png');
    expect(second.statusCode).toBe(200);
    const secondLink = (second.json() as { avatarLink: string }).avatarLink;
    expect(secondLink).toMatch(/\.jpg$/);
    expect(fs.existsSync(fileOf(first.avatarLink))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.avatarLink })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: secondLink });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const third = await uploadAvatar(t.app, tokens.montadora, WEBP, 'image/webp');
    expect((third.json() as { avatarLink: string }).avatarLink).toMatch(/\.webp$/);
    expect(await auditActions(DEMO_USERS.montadora)).toEqual(['ALTERAR_AVATAR', 'ALTERAR_AVATAR', 'ALTERAR_AVATAR']);
  });

  it('refuses content that is not PNG, JPEG or WebP, and other declared types, storing nothing', async () => {
    const before = files();
    for (const [body, type] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/jpeg'],
      [PNG, 'text/html'],
      [PNG, 'image/svg+xml'],
      [PNG, 'application/octet-stream'],
    ] as const) {
      const res = await uploadAvatar(t.app, tokens.consulta, body, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'A imagem deve ser PNG, JPEG ou WebP.' });
    }
    expect(files()).toEqual(before);
    expect(await link('consulta')).toBeNull();
  });

  it('takes up to 2 MB, counted while the body streams in (with or without a declared length)', async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await uploadAvatar(t.app, tokens.admin, atLimit)).statusCode).toBe(200);
    const before = files();

    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const declared = await uploadAvatar(t.app, tokens.admin, over, 'image/png', { 'accept-language': 'en' });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ message: 'A imagem deve ter no máximo 2 MB.' }); // the user's language (pt-BR)

    // No Content-Length: chunks of 256 KiB until the limit is passed.
    const chunks = Array.from({ length: 12 }, (_, i) => (i === 0 ? Buffer.concat([PNG, Buffer.alloc(262144)]) : Buffer.alloc(262144)));
    const streamed = await uploadAvatar(t.app, tokens.admin, Readable.from(chunks));
    expect(streamed.statusCode).toBe(413);
    expect(files()).toEqual(before);
  });

  it('asks for a body', async () => {
    const res = await uploadAvatar(t.app, tokens.consulta, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
  });

  it('refuses an anonymous upload before reading it, in the request language', async () => {
    const res = await uploadAvatar(t.app, null, PNG, 'image/png', { 'accept-language': 'es' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Su sesión ha expirado. Inicie sesión nuevamente.' });
  });
});

describe('GET /api/avatars/:file', () => {
  it('serves only names the portal writes (no traversal, no other files)', async () => {
    fs.mkdirSync(avatarDir(), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/api/avatars/..%2Fsecret.txt',
      '/api/avatars/secret.txt',
      '/api/avatars/1-00000000000000000000000000000000.png',
      '/api/avatars/1-00000000000000000000000000000000.html',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('removerAvatar', () => {
  it('unlinks and deletes the file, audited; removing again is harmless', async () => {
    const uploaded = (await uploadAvatar(t.app, tokens.consulta, PNG)).json() as { avatarLink: string };
    const res = await gql<{ removerAvatar: { avatarLink: string | null } }>(t.app, REMOVER_AVATAR, { token: tokens.consulta });
    expect(res.data?.removerAvatar.avatarLink).toBeNull();
    expect(fs.existsSync(fileOf(uploaded.avatarLink))).toBe(false);
    expect((await gql(t.app, REMOVER_AVATAR, { token: tokens.consulta })).errors).toBeUndefined();
    expect(await auditActions(DEMO_USERS.consulta)).toEqual(['ALTERAR_AVATAR', 'REMOVER_AVATAR', 'REMOVER_AVATAR']);
  });

  it('leaves an external avatar URL (set by synchronisation) alone on disk', async () => {
    await t.database.db.execute(sql`update usuarios set avatar_link = 'https://cdn.test/a.png' where email = ${DEMO_USERS.dealer}`);
    const before = files();
    const res = await gql<{ removerAvatar: { avatarLink: string | null } }>(t.app, REMOVER_AVATAR, { token: tokens.dealer });
    expect(res.data?.removerAvatar.avatarLink).toBeNull();
    expect(files()).toEqual(before);
  });
});
