import type { Locale } from '@portal/domain';
import { LAZY_AREAS, loadArea, type LazyArea } from '../i18n/lazy-areas';

/**
 * The lazy areas' messages (i18n/lazy-areas.ts) for component tests, which render a feature's
 * components without the screen wrapper that fetches them in the app. Read from LAZY_AREAS itself,
 * so an area added there is here too.
 */
async function allAreas(locale: Locale): Promise<Record<string, string>> {
  const catalogs = await Promise.all((Object.keys(LAZY_AREAS) as LazyArea[]).map((area) => loadArea(area, locale)));
  return Object.assign({}, ...catalogs) as Record<string, string>;
}

const [ptBR, es, en] = await Promise.all([allAreas('pt-BR'), allAreas('es'), allAreas('en')]);

export const LAZY_MESSAGES: Readonly<Record<Locale, Record<string, string>>> = { 'pt-BR': ptBR, es, en };
