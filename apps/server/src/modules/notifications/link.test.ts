import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { checkedLink } from './link.js';

/** The link allowlist (issue #13): a path of the portal, or an address under a product's base address. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pecas: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const insert = async (codigo: string, base: string) =>
    (await database.pool.query<{ id: number }>(`insert into produtos (codigo, nome, base_uri) values ($1, $1, $2) returning id`, [codigo, base])).rows[0]!.id;
  pecas = await insert('PECAS_LINK', 'https://pecas.example.com/app');
  await insert('OUTRO_LINK', 'https://outro.example.com/');
});
afterAll(() => database?.drop());

const refused = { code: 'BAD_USER_INPUT', fields: [{ field: 'link', key: 'error.notificacao.linkNaoPermitido' }] };

describe('checkedLink', () => {
  it('a same-origin path is kept; blank is no link', async () => {
    expect(await checkedLink(database.db, '/comunicados/visualizarEnvio/3', null)).toBe('/comunicados/visualizarEnvio/3');
    expect(await checkedLink(database.db, '  /biblioteca?x=1#y ', null)).toBe('/biblioteca?x=1#y');
    expect(await checkedLink(database.db, '   ', null)).toBeNull();
    expect(await checkedLink(database.db, null, null)).toBeNull();
  });

  it("an address under a product's base address is kept (that product's when one is given)", async () => {
    expect(await checkedLink(database.db, 'https://pecas.example.com/app', pecas)).toBe('https://pecas.example.com/app');
    expect(await checkedLink(database.db, 'https://pecas.example.com/app/pedidos/7?x=1', pecas)).toBe('https://pecas.example.com/app/pedidos/7?x=1');
    expect(await checkedLink(database.db, 'https://outro.example.com/qualquer', null)).toBe('https://outro.example.com/qualquer');
    await expect(checkedLink(database.db, 'https://outro.example.com/qualquer', pecas)).rejects.toMatchObject(refused);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.com',
    '//evil.com/app',
    '/\\evil.com',
    '\\\\evil.com',
    'http://other-host/app',
    'https://evil.com',
    'http://pecas.example.com/app/x',
    'https://pecas.example.com:8443/app/x',
    'https://pecas.example.com/apps',
    'https://pecas.example.com/app/../admin',
    'https://pecas.example.com.evil.com/app',
    'https://pecas.example.com@evil.com/app',
    'https://user:pass@pecas.example.com/app/x',
    'java\tscript:alert(1)',
    '/ok\nSet-Cookie: x',
    'comunicados/3',
    'mailto:a@b.c',
  ])('refuses %s naming the field', async (link) => {
    await expect(checkedLink(database.db, link, pecas)).rejects.toMatchObject(refused);
  });

  it('names the field it was given', async () => {
    await expect(checkedLink(database.db, 'javascript:x', null, 'modelo.link')).rejects.toMatchObject({ fields: [{ field: 'modelo.link' }] });
  });
});
