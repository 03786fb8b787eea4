import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MaintenancePage } from '../components/pages/MaintenancePage';
import { createApolloClient } from '../lib/apollo/client';
import { startQueries } from '../lib/apollo/startup-queries';
import { clearLocalStorage } from '../lib/auth/clear-client-data';
import { hasAuthParams } from '../lib/auth/auth-params';
import { createSession } from '../lib/auth/create-session';
import { CALLBACK_PATH } from '../lib/auth/paths';
import { safeReturnTo, type SigninState } from '../lib/auth/session';
import { isExpiring } from '../lib/auth/stored-user';
import { loadMessages } from '../lib/intl/catalogs';
import { installAutoFocus } from '../lib/preact/auto-focus';
import { getCurrentLocale, initialLocale } from '../lib/intl/current-locale';
import { startClientLogging } from '../lib/logger/install';
import { logger } from '../lib/logger/logger';
import { fetchPortalProperties } from '../lib/portal-properties/portal-properties';
import { earlyQueryFetch } from '../lib/startup/early-queries';
import { earlyFetch } from '../lib/startup/early-requests';
import { sliceFirstDrawing } from '../lib/startup/first-load-slices';
import { yieldToBrowser } from '../lib/startup/next-task';
import { portalTheme } from '../lib/theme/create-portal-theme';
import { rememberedPalette } from '../lib/theme/remembered-palette';
import { MENU_USUARIO_LOGADO, USUARIO_LOGADO } from '../features/shell/shell.queries';
import { AppProviders, UiProviders } from './AppProviders';
import { checkHealth } from './health';
import { prefetchScreen } from './prefetch-screen';
import { buildRoutes, discoverScreens } from './routes';

/** Resolves once the router has loaded the lazy routes of the first address. */
function routerInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** What the signed-in frame reads first: asked together, as soon as there is a token. */
const SIGNED_IN_QUERIES = [USUARIO_LOGADO, MENU_USUARIO_LOGADO];

/**
 * Starts the portal in `container`: logging, health, catalogs, session, offline cache, router.
 * Nothing waits for what it does not need: the health check (sent by main.ts before this code
 * arrived), the catalog load and the first screen's code run while the session and the offline
 * cache are set up and the first queries go out; only drawing waits for the health answer
 * (maintenance page on 5xx) and for the portal properties (preloaded by index.html), so the first
 * drawing has the portal's name and labels and is not drawn a second time when they arrive.
 */
export async function start(container: HTMLElement): Promise<void> {
  installAutoFocus();
  // The first screen's chunk and catalog travel with the start-up requests, not after them.
  prefetchScreen(window.location.pathname);
  const logShipper = startClientLogging();
  const locale = initialLocale();
  const ready = Promise.all([loadMessages(locale), checkHealth(earlyFetch('health')), fetchPortalProperties()]);
  // The requests are out: let the browser dispatch them before the heavier set-up runs.
  await yieldToBrowser();

  // The OIDC client is not loaded here: a stored token still good serves the first view.
  const session = createSession();
  // The token as stored, never renewed for a log line (a failing renewal would log, and so on).
  logShipper.useAccessToken(() => Promise.resolve(session.storedUser()?.access_token ?? null));
  const { client, persistor } = createApolloClient({
    getAccessToken: () => session.getAccessToken(),
    getLocale: getCurrentLocale,
    onUnauthenticated: () => session.recover(),
    // The user and the menu the entry sent (main.ts) are answered from those requests.
    fetch: earlyQueryFetch(),
  });
  // Creating the client and restoring the offline cache are two tasks, not one long one.
  await yieldToBrowser();
  await persistor.restore().catch((err: unknown) => logger.warn('offline cache could not be restored', err));
  // A stored token still good: the user and the menu are asked for now, together, after the
  // restore (which would otherwise overwrite their answers). One about to expire is left to the
  // sign-in guard, which renews it first; the screens then ask themselves.
  const stored = session.storedUser();
  if (stored && !isExpiring(stored)) startQueries(client, SIGNED_IN_QUERIES);

  // The user and menu are asked for: the router and the first drawing come in later tasks.
  await yieldToBrowser();
  const [messages, health, portalProperties] = await ready;
  const root = createRoot(container);

  if (health !== 'ok') {
    root.render(
      <UiProviders locale={locale} messages={messages}>
        <MaintenancePage failed={health === 'failed'} />
      </UiProviders>,
    );
    return;
  }

  // The persistor writes a second after the last cache change; a reload inside that second
  // would restore stale data (say, the language just changed), so write when the page goes away.
  let persisting = true;
  window.addEventListener('pagehide', () => {
    // Nothing to keep from a page that never loaded data (for instance on its way to sign-in).
    if (persisting && Object.keys(client.cache.extract()).length > 0) void persistor.persist();
  });

  const clearClientData = async () => {
    persisting = false;
    persistor.pause();
    await persistor.purge();
    await client.clearStore();
    clearLocalStorage();
  };

  const router = createBrowserRouter(buildRoutes(), { patchRoutesOnNavigation: discoverScreens() });
  // The first screen's code (fetched since prefetchScreen) is in before the first drawing: the
  // screen is drawn once, with the shell, instead of a loading frame and then everything again.
  // Meanwhile index.html's splash stays up; a chunk that fails to load still settles the router
  // (its error page).
  await routerInitialized(router);

  // A fresh sign-in starts from fresh data (the cache may hold another person's), then goes back
  // to the screen that asked for the sign-in.
  const onSignedIn = async (signinState: unknown) => {
    await client.clearStore();
    await persistor.purge();
    // The token has just arrived: user and menu go out together, before the screen asks.
    startQueries(client, SIGNED_IN_QUERIES);
    const state = signinState as Partial<SigninState> | undefined;
    await router.navigate(safeReturnTo(state?.returnTo), { replace: true });
  };
  // The code exchange happens only on the callback route, never on a screen whose URL happens to
  // carry `code` and `state`.
  if (window.location.pathname === CALLBACK_PATH && hasAuthParams()) void session.completeSignin(onSignedIn);

  // react-intl's first createIntl asks Intl which locales it supports, which loads the ICU
  // data (about 15 ms on a phone-class CPU): done in a task of its own, not in the drawing's.
  // (The answer is used, so the minifier keeps the call.)
  if (Intl.NumberFormat.supportedLocalesOf(locale).length === 0) logger.warn(`no number formats for ${locale}`);
  await yieldToBrowser();
  // The first drawing's theme (the palette this browser showed last), in a task of its own too.
  portalTheme(rememberedPalette());
  await yieldToBrowser();
  sliceFirstDrawing();
  root.render(
    <StrictMode>
      <AppProviders
        locale={locale}
        messages={messages}
        session={session}
        client={client}
        clearClientData={clearClientData}
        portalProperties={portalProperties}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
