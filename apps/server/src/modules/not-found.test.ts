import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDIOMAS, type Idioma } from '@portal/domain';
import { buildTestApp, type TestApp } from '../test/harness.js';
import { gql } from '../test/graphql.js';
import { getPortalLabels } from '../platform/portal-properties/portal-properties.js';
import { tokenFor } from './user-groups/testing.js';

/**
 * NOT_FOUND as the API answers it: the record named in the reader's language (the user's, else
 * the request's), dealers by the portal's label ("Registro não encontrado: itemBiblioteca." was
 * the old text). Every entity's sentence is walked in platform/i18n/not-found.test.ts.
 */
describe('NOT_FOUND as the API answers it', () => {
  let t0: TestApp;
  let user: { id: number; token: string };
  beforeAll(async () => {
    t0 = await buildTestApp();
    user = await tokenFor(t0.app, t0.database, []);
  });
  afterAll(() => t0?.close());

  const speaking = (idioma: Idioma) => t0.database.pool.query('update usuarios set idioma = $1 where id = $2', [idioma, user.id]);

  it("GraphQL: an unreadable library item, in the user's language", async () => {
    const expected: Record<Idioma, [string, string]> = {
      PT_BR: ['Pasta não encontrada.', 'Arquivo não encontrado.'],
      ES: ['Carpeta no encontrada.', 'Archivo no encontrado.'],
      EN: ['Folder not found.', 'File not found.'],
    };
    for (const idioma of IDIOMAS) {
      await speaking(idioma);
      const pasta = await gql(t0.app, '{ pasta(idPasta: "999999") { id } }', { token: user.token });
      const arquivo = await gql(t0.app, '{ arquivo(idArquivo: "00000000-0000-4000-8000-000000000000") { id } }', { token: user.token });
      expect([pasta, arquivo].map((r) => r.errors?.[0]?.extensions?.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
      expect([pasta.errors![0]!.message, arquivo.errors![0]!.message], idioma).toEqual(expected[idioma]);
    }
  });

  it("GraphQL: a dealer by the portal's label in the user's language", async () => {
    // The demo's labels (pt-BR "Concessionária"), whatever they are in each language.
    const label = async (idioma: Idioma) => (await getPortalLabels(t0.database.db, idioma)).labelDealer;
    const expected: Record<Idioma, string> = {
      PT_BR: `${await label('PT_BR')}: registro não encontrado.`,
      ES: `${await label('ES')}: registro no encontrado.`,
      EN: `${await label('EN')} not found.`,
    };
    expect(expected.PT_BR).toBe('Concessionária: registro não encontrado.');
    const admin = await tokenFor(t0.app, t0.database, ['PORTAL_MANUTENCAO_DEALERS_GRUPO']);
    for (const idioma of IDIOMAS) {
      await t0.database.pool.query('update usuarios set idioma = $1 where id = $2', [idioma, admin.id]);
      const res = await gql(t0.app, '{ dealer(id: "999999") { id } }', { token: admin.token });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(res.errors![0]!.message, idioma).toBe(expected[idioma]);
    }
  });

  it('REST: a missing avatar, in the language of the request', async () => {
    const res = await t0.app.inject({ method: 'GET', url: '/api/avatars/nenhum.png', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Photo not found.' });
  });
});
