import { DEFAULT_LOCALE, type Locale } from '@portal/domain';
import { loadEn, loadEs, ptBR } from '../../i18n';

/** Message ids are the keys of the default catalog; the other two must have exactly the same. */
export type MessageId = keyof typeof ptBR;
export type Messages = Readonly<Record<MessageId, string>>;

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
