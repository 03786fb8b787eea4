/** Interface languages (spec 01 §3): the enum value stored on the user and its locale tag. */
export const LANGUAGES = {
  PT_BR: 'pt-BR',
  ES: 'es',
  EN: 'en',
} as const;

export type Idioma = keyof typeof LANGUAGES;
export type Locale = (typeof LANGUAGES)[Idioma];

export const IDIOMAS: readonly Idioma[] = ['PT_BR', 'ES', 'EN'];
export const DEFAULT_IDIOMA: Idioma = 'PT_BR';
export const DEFAULT_LOCALE: Locale = 'pt-BR';

export function isIdioma(value: unknown): value is Idioma {
  return typeof value === 'string' && (IDIOMAS as readonly string[]).includes(value);
}

/** Maps an Accept-Language style tag (pt-br, es-AR, en-US…) to one of our idiomas. */
export function idiomaFromTag(tag: string | undefined | null): Idioma {
  const t = (tag ?? '').toLowerCase();
  if (t.startsWith('es')) return 'ES';
  if (t.startsWith('en')) return 'EN';
  return 'PT_BR';
}
