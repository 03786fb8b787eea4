import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDIOMAS, type Idioma } from '@portal/domain';
import { tokenFor } from '../../modules/user-groups/testing.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql } from '../../test/graphql.js';
import { notFound } from '../errors.js';
import { t } from './messages.js';
import { ENTITY_NAMES } from './not-found.messages.js';

/**
 * NOT_FOUND names the record in the reader's language, never the code's entity name
 * ("Registro não encontrado: itemBiblioteca." was the old text). ENTITY_NAMES types notFound's
 * parameter, so it holds every entity any notFound call can name.
 */
describe('every entity a NOT_FOUND can name', () => {
  it('has its own sentence in pt-BR, es and en, free of code words and placeholders', () => {
    const problems: string[] = [];
    for (const entity of ENTITY_NAMES) {
      const err = notFound(entity);
      const texts = IDIOMAS.map((idioma) => t(idioma, err.key, err.values));
      texts.forEach((text, i) => {
        const where = `${IDIOMAS[i]} ${entity}: ${text}`;
        if (text === err.key || !text.trim()) problems.push(`${where} (missing)`);
        if (/[{}]/.test(text)) problems.push(`${where} (placeholder)`);
        // A camelCase name (itemBiblioteca, grupoUsuarios) is a code word, never a person's.
        if (/[A-Z]/.test(entity) && text.includes(entity)) problems.push(`${where} (code word)`);
        if (!/^\p{Lu}.*\.$/u.test(text)) problems.push(`${where} (not a sentence)`);
      });
      if (new Set(texts).size !== IDIOMAS.length) problems.push(`${entity}: same text in two languages`);
    }
    expect(problems).toEqual([]);
  });
});

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

  it('REST: a missing avatar, in the language of the request', async () => {
    const res = await t0.app.inject({ method: 'GET', url: '/api/avatars/nenhum.png', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Photo not found.' });
  });
});
