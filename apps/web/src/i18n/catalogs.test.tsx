import { ROUTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { LAZY_MESSAGES } from '../test/lazy-messages';
import { loadEn, loadEs, ptBR as entryPtBR, ptBRParts } from '.';
import { LAZY_AREAS, lazyPtBRParts, loadArea, type LazyArea } from './lazy-areas';

const AREAS = Object.keys(LAZY_AREAS) as LazyArea[];
const lazy = async (locale: 'pt-BR' | 'es' | 'en') => Object.assign({}, ...(await Promise.all(AREAS.map((a) => loadArea(a, locale))))) as Record<string, string>;
const [esEntry, enEntry, ptLazy, esLazy, enLazy, lazyParts] = await Promise.all([loadEs(), loadEn(), lazy('pt-BR'), lazy('es'), lazy('en'), lazyPtBRParts()]);

// Each language whole: the entry's areas and the areas fetched with their screens.
const ptBR = { ...entryPtBR, ...ptLazy } as Record<string, string>;
const catalogs = { 'pt-BR': ptBR, es: { ...esEntry, ...esLazy }, en: { ...enEntry, ...enLazy } } as Record<string, Record<string, string>>;

/**
 * ICU placeholders of a message ({labelDealer}, {query}, {n, plural, …} …): a name closed by `}` or
 * followed by `,`, so a plural's branch text ({Não alcança …}) is not taken for one.
 */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

describe('i18n catalogs', () => {
  const reference = Object.keys(ptBR).sort();

  it.each(Object.entries(catalogs))('%s has exactly the keys of pt-BR', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(reference);
  });

  it.each(Object.entries(catalogs))('%s has no empty value', (_, catalog) => {
    const empty = Object.entries(catalog).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s uses the same placeholders as pt-BR', (_, catalog) => {
    const differing = reference.filter(
      (k) => placeholders(catalog[k] ?? '').join() !== placeholders(ptBR[k] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('defines each message id in one area file only', () => {
    const total = [...ptBRParts, ...lazyParts].reduce((n, part) => n + Object.keys(part).length, 0);
    expect(total).toBe(Object.keys(ptBR).length);
  });

  it("keeps the lazy areas out of the entry's catalog, and the tests' copy of them current", () => {
    expect(Object.keys(ptLazy).filter((k) => k in entryPtBR)).toEqual([]);
    expect(LAZY_MESSAGES).toEqual({ 'pt-BR': ptLazy, es: esLazy, en: enLazy });
  });

  it('titles every route of the domain table (route.<id>)', () => {
    const missing = ROUTES.map((r) => `route.${r.id}`).filter((k) => !(k in ptBR));
    expect(missing).toEqual([]);
  });

  it('keeps the spec wording of the default confirmation and the maintenance page', () => {
    expect(ptBR['confirm.message']).toBe('Você tem certeza?');
    expect(ptBR['confirm.confirm']).toBe('Confirmar');
    expect(ptBR['confirm.cancel']).toBe('Cancelar');
    expect(ptBR['maintenance.message']).toBe('Estamos atualizando o portal, volte em instantes');
    expect(ptBR['shell.menu.fallbackHome']).toBe('Início');
  });
});
