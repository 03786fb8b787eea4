import { type Idioma, LANGUAGES, isIdioma } from '@portal/domain';

/** Our idioma for one language tag (pt, pt-BR, es-AR, en-US …), or undefined for others (fr). */
function supported(tag: string): Idioma | undefined {
  const t = tag.trim().toLowerCase();
  if (t.startsWith('pt')) return 'PT_BR';
  if (t.startsWith('es')) return 'ES';
  if (t.startsWith('en')) return 'EN';
  return undefined;
}

/** First supported language of an Accept-Language header, by quality. */
function fromAcceptLanguage(header: string | undefined): Idioma | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const idioma = supported(r.tag);
    if (idioma) return idioma;
  }
  return undefined;
}

/**
 * The language of an identity page: an explicit choice (`lang` from the language switcher) wins,
 * then the client's `ui_locales` (space-separated, in order of preference), then the browser's
 * Accept-Language, then pt-BR (spec: the default language).
 */
export function pickIdioma(sources: { lang?: unknown; uiLocales?: unknown; acceptLanguage?: string }): Idioma {
  if (typeof sources.lang === 'string') {
    const chosen = isIdioma(sources.lang) ? sources.lang : supported(sources.lang);
    if (chosen) return chosen;
  }
  if (typeof sources.uiLocales === 'string') {
    for (const tag of sources.uiLocales.split(' ')) {
      const idioma = supported(tag);
      if (idioma) return idioma;
    }
  }
  return fromAcceptLanguage(sources.acceptLanguage) ?? 'PT_BR';
}

/** The BCP 47 tag of an idioma, for `<html lang>` and the locale claim. */
export function localeOf(idioma: Idioma): string {
  return LANGUAGES[idioma];
}
