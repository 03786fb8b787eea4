import type { Locale } from '@portal/domain';
import { use, useMemo, type ComponentType } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadArea, type LazyArea } from '../../i18n/lazy-areas';
import { logger } from '../logger/logger';
import type { MessageId } from './catalogs';
import { getCurrentLocale } from './current-locale';

/** One fetch per area and language for the page's life (a failed one is asked again next time). */
const loads = new Map<string, Promise<Record<string, string>>>();

function areaMessages(area: LazyArea, locale: Locale): Promise<Record<string, string>> {
  const key = `${area}|${locale}`;
  let p = loads.get(key);
  if (!p) {
    p = loadArea(area, locale);
    p.catch(() => loads.delete(key));
    loads.set(key, p);
  }
  return p;
}

/**
 * A screen whose area's messages are fetched with it, not in the first view (i18n/lazy-areas.ts):
 * the screen renders under a nested IntlProvider holding the messages around it plus the area's,
 * in the language on screen; a language switch fetches the area's catalog in the new language (the
 * route's loading state shows meanwhile). `preload` starts the fetch with the screen's chunk. Also
 * for a component of one area shown inside another's screen (the user-group form in the library's
 * folder form): the messages nest.
 */
export function withAreaMessages<P extends object>(area: LazyArea, Screen: ComponentType<P>): ComponentType<P> {
  function AreaScreen(props: P) {
    const intl = useIntl();
    const locale = intl.locale as Locale;
    const area_ = use(areaMessages(area, locale));
    const messages = useMemo(() => ({ ...intl.messages, ...area_ }) as Record<MessageId, string>, [intl.messages, area_]);
    return (
      <IntlProvider locale={locale} defaultLocale="pt-BR" messages={messages} onError={(err) => logger.warn(`intl: ${err.message}`)}>
        <Screen {...props} />
      </IntlProvider>
    );
  }
  AreaScreen.displayName = `WithAreaMessages(${area})`;
  return AreaScreen;
}

/** A screen loader that fetches the screen's chunk and its area's catalog in the current language together. */
export function areaScreen<P extends object>(
  area: LazyArea,
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [mod] = await Promise.all([load(), areaMessages(area, getCurrentLocale()).catch(() => undefined)]);
    return { default: withAreaMessages(area, mod.default) };
  };
}
