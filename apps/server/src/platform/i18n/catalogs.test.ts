import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORTAL_LABELS_BY_IDIOMA, IDIOMAS, PORTAL_LABEL_KEYS, type Idioma } from '@portal/domain';
import { formatMessage, MESSAGES } from './messages.js';

/*
 * Every server message as a person reads it, in the three languages: the catalogs of every area
 * (each file that calls addMessages) plus platform/i18n/messages.ts. A message's placeholders are
 * its parameters (the values its callers pass) and the ambient ones the formatter fills itself:
 * `{field}` (the field's label) and the portal's labels (`{labelDealer}` …).
 */

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const FILES = sourceFiles(SRC);
const CATALOG_FILES = FILES.filter((f) => /\baddMessages\(\{/.test(fs.readFileSync(f, 'utf8')));

const AMBIENT = new Set<string>(['field', ...PORTAL_LABEL_KEYS]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const unique = (list: string[]) => [...new Set(list)];

beforeAll(async () => {
  for (const f of CATALOG_FILES) await import(pathToFileURL(f).href);
});

describe('server message catalogs', () => {
  it('registers the catalogs of every area', () => {
    const areas = CATALOG_FILES.map((f) => path.relative(SRC, f));
    expect(areas).toEqual(expect.arrayContaining(['modules/dealers/dealers.messages.ts', 'modules/users/users.messages.ts']));
    expect(areas.length).toBeGreaterThanOrEqual(10);
  });

  it('has every message id in pt-BR, es and en, none blank', () => {
    const ids = unique(IDIOMAS.flatMap((i) => Object.keys(MESSAGES[i])));
    const missing = IDIOMAS.flatMap((i) => ids.filter((id) => !MESSAGES[i][id]?.trim()).map((id) => `${i} ${id}`));
    expect(missing).toEqual([]);
  });

  // Callers pass one set of values whatever the language; labels may differ (a plural in one, a singular in another).
  it('takes the same parameters in the three languages', () => {
    const params = (text: string) => unique(placeholders(text).filter((p) => !AMBIENT.has(p))).join();
    const differ = Object.keys(MESSAGES.PT_BR).filter((id) => {
      const pt = params(MESSAGES.PT_BR[id]!);
      return IDIOMAS.some((i) => params(MESSAGES[i][id] ?? '') !== pt);
    });
    expect(differ).toEqual([]);
  });

  it('names only labels the portal has', () => {
    const unknown = IDIOMAS.flatMap((i) =>
      Object.entries(MESSAGES[i]).flatMap(([id, text]) =>
        placeholders(text)
          .filter((p) => p.startsWith('label') && !AMBIENT.has(p))
          .map((p) => `${i} ${id} {${p}}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('leaves no placeholder in any message given its parameters, in every language', () => {
    const leftovers: string[] = [];
    for (const idioma of IDIOMAS) {
      for (const id of Object.keys(MESSAGES.PT_BR)) {
        const params = Object.fromEntries(
          placeholders(MESSAGES.PT_BR[id]!).filter((p) => !AMBIENT.has(p)).map((p) => [p, `<${p}>`]),
        );
        const text = formatMessage(idioma, id, params, { labels: DEFAULT_PORTAL_LABELS_BY_IDIOMA[idioma], field: 'nome' });
        if (/\{\w+\}/.test(text)) leftovers.push(`${idioma} ${id}: ${text}`);
      }
    }
    expect(leftovers).toEqual([]);
  });

  it('writes the portal labels of the reader’s language, never another language’s word', () => {
    const en = formatMessage('EN', 'error.dealer.codigoDuplicado', { valor: 'X1' }, { labels: DEFAULT_PORTAL_LABELS_BY_IDIOMA.EN });
    expect(en).toBe('The code X1 already belongs to another Dealer.');
    const es = formatMessage('ES', 'error.usuario.dealerObrigatorio', {}, { labels: DEFAULT_PORTAL_LABELS_BY_IDIOMA.ES });
    expect(es).toBe('Seleccione al menos un registro de Concesionarios.');
  });
});

/*
 * The ids the code names: every literal message id (`'error.…'`) exists, and every field a
 * FieldError names (`field: '…'`) has a label, so no message shows a raw id or a raw path.
 */
describe('message ids used by the code', () => {
  const sources = FILES.filter((f) => !f.endsWith('i18n/messages.ts')).map((f) => [path.relative(SRC, f), fs.readFileSync(f, 'utf8')] as const);

  it('exist in the catalogs', () => {
    const missing = sources.flatMap(([file, text]) =>
      [...text.matchAll(/['"`](error\.[A-Za-z]+(?:\.[A-Za-z]+)*)['"`]/g)]
        .map((m) => m[1]!)
        .filter((id) => !MESSAGES.PT_BR[id])
        .map((id) => `${file}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('name fields that have a label in every language', () => {
    const unlabelled: string[] = [];
    for (const [file, text] of sources) {
      if (!/FieldError|badInput|AppError|fields\.(add|required)/.test(text)) continue;
      // `field: 'x'` of a FieldError, and the field argument of the parsers and collectors that build one.
      const named = /\bfield: '([A-Za-z.]+)'|\b(?:parse[A-Z]\w*|fields\.\w+|minimoUm|nomeConflict|refuse)\('([A-Za-z.]+)'/g;
      for (const match of text.matchAll(named)) {
        const m = [match[0], match[1] ?? match[2]];
        const last = m[1]!.split('.').pop();
        for (const idioma of IDIOMAS as Idioma[]) {
          if (!MESSAGES[idioma][`field.${m[1]}`] && !MESSAGES[idioma][`field.${last}`]) unlabelled.push(`${file}: ${idioma} ${m[1]}`);
        }
      }
    }
    expect(unique(unlabelled)).toEqual([]);
  });
});
