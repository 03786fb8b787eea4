import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '@portal/domain';

const STORAGE_KEY = 'portal.pref.locale';
let current: Locale = DEFAULT_LOCALE;

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (Object.values(LANGUAGES) as string[]).includes(value);
}

/**
 * The locale outside React (Accept-Language of the API calls, log entries). IntlRoot keeps it in
 * step with what the screen shows.
 */
export function getCurrentLocale(): Locale {
  return current;
}

/** Records the locale in use, on <html lang> and as the start-up guess for the next visit. */
export function setCurrentLocale(locale: Locale): void {
  current = locale;
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be full or blocked; the user's language still comes from the server.
  }
}

/**
 * The locale to start with before the signed-in user (who carries the real choice) is known:
 * the last one used on this browser, else the default.
 */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // ignore: fall back to the default
  }
  return DEFAULT_LOCALE;
}
