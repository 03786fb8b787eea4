import type { Locale } from '@portal/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { logger } from '../logger/logger';
import { loadMessages, type MessageId, type Messages } from './catalogs';
import { setCurrentLocale } from './current-locale';

interface LocaleContextValue {
  readonly locale: Locale;
  /** Switches the interface language (loads its catalog first, so the switch is atomic). */
  readonly setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

interface IntlRootProps {
  readonly locale: Locale;
  readonly messages: Messages;
  readonly children: ReactNode;
}

/** react-intl provider whose language can change at run time. */
export function IntlRoot({ locale: initial, messages: initialMessages, children }: IntlRootProps) {
  const [state, setState] = useState({ locale: initial, messages: initialMessages });

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    setCurrentLocale(locale);
    setState((s) => (s.locale === locale ? s : { locale, messages }));
  }, []);

  // <html lang> and the API's Accept-Language follow the language on screen, from the first render.
  useEffect(() => setCurrentLocale(state.locale), [state.locale]);

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={state.locale}
        defaultLocale="pt-BR"
        // The lazy areas' ids (i18n/lazy-areas.ts) arrive with their screens (area-messages.tsx).
        messages={state.messages as Record<MessageId, string>}
        onError={(err) => logger.warn(`intl: ${err.message}`)}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The current locale and the way to change it. */
export function useLocale(): LocaleContextValue {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale outside IntlRoot');
  return ctx;
}
