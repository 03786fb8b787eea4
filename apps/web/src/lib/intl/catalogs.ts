import { DEFAULT_LOCALE, type Locale } from '@portal/domain';
import { loadEn, loadEs, ptBR } from '../../i18n';
import type { LazyMessages } from '../../i18n/lazy-areas';

/**
 * Message ids: the keys of the default catalog and of the areas fetched with their screens
 * (i18n/lazy-areas.ts); the other two languages must have exactly the same.
 */
export type MessageId = keyof typeof ptBR | keyof LazyMessages;
/** A language's catalog as the entry loads it (the lazy areas come with their screens). */
export type Messages = Readonly<Record<keyof typeof ptBR, string>>;

// pt-BR ships in the entry chunk (default language); es and en are fetched only when chosen.
const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  'pt-BR': () => Promise.resolve(ptBR),
  es: async () => (await loadEs()) as Messages,
  en: async () => (await loadEn()) as Messages,
};

/** Loads the catalog of a locale. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

export const defaultMessages: Messages = ptBR;
export { DEFAULT_LOCALE };
