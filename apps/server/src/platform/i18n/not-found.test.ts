import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTAL_LABELS_BY_IDIOMA, IDIOMAS } from '@portal/domain';
import { notFound } from '../errors.js';
import { formatMessage } from './messages.js';
import { ENTITY_NAMES } from './not-found.messages.js';

/**
 * NOT_FOUND names the record in the reader's language, never the code's entity name
 * ("Registro não encontrado: itemBiblioteca." was the old text). ENTITY_NAMES types notFound's
 * parameter, so it holds every entity any notFound call can name. The API's answers are tested
 * in modules/not-found.test.ts.
 */
describe('every entity a NOT_FOUND can name', () => {
  it('has its own sentence in pt-BR, es and en, free of code words and placeholders', () => {
    const problems: string[] = [];
    for (const entity of ENTITY_NAMES) {
      const err = notFound(entity);
      const texts = IDIOMAS.map((idioma) => formatMessage(idioma, err.key, err.values, { labels: DEFAULT_PORTAL_LABELS_BY_IDIOMA[idioma] }));
      texts.forEach((text, i) => {
        const where = `${IDIOMAS[i]} ${entity}: ${text}`;
        if (text.startsWith('error.') || !text.trim()) problems.push(`${where} (missing)`);
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
