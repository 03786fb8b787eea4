import type { Locale } from '@portal/domain';
import { Suspense, use, useMemo, type ComponentType } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadArea, type LazyArea } from '../../i18n/lazy-areas';
import { logger } from '../logger/logger';
import type { MessageId } from './catalogs';
import { getCurrentLocale } from './current-locale';

/** One fetch per area and language for the page's life (a failed one is asked again next time). */
const loads = new Map<string, Promise<Record<string, string>>>();

/**
 * A promise `use` can read at once when it has settled: React's convention (`status`, `value`),
 * which Preact's `use` follows too. Untagged, `use` suspends once even on a settled promise.
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(p: Promise<T>): Promise<T> {
  const tracked = p as Tracked<T>;
  p.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return p;
}

/**
 * How long a failed catalog fetch stays failed: the render that waited for it reads the failure
 * (the route's error page, with its way back) instead of fetching again at once, which offline
 * would repeat failed requests behind an empty screen; a later visit asks again.
 */
const RETRY_AFTER_MS = 10_000;

function areaMessages(area: LazyArea, locale: Locale): Promise<Record<string, string>> {
  const key = `${area}|${locale}`;
  let p = loads.get(key);
  if (!p) {
    p = track(loadArea(area, locale));
    p.catch(() => setTimeout(() => loads.delete(key), RETRY_AFTER_MS));
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
  function AreaMessages(props: P) {
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
  // Suspends only while the area's catalog is on its way (a language switch): a boundary of its
  // own, so the wait never reaches the route's error boundary (Preact treats an uncaught
  // suspension as an error) and the shell stays on screen.
  function AreaScreen(props: P) {
    return (
      <Suspense fallback={null}>
        <AreaMessages {...props} />
      </Suspense>
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
