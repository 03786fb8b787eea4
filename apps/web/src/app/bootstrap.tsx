import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MaintenancePage } from '../components/pages/MaintenancePage';
import { createApolloClient } from '../lib/apollo/client';
import { clearLocalStorage } from '../lib/auth/clear-client-data';
import { PortalUserManager } from '../lib/auth/portal-user-manager';
import { Session, safeReturnTo, type SigninState } from '../lib/auth/session';
import { oidcSettings } from '../lib/auth/settings';
import { loadMessages } from '../lib/intl/catalogs';
import { getCurrentLocale, initialLocale } from '../lib/intl/current-locale';
import { startClientLogging } from '../lib/logger/install';
import { logger } from '../lib/logger/logger';
import { AppProviders, UiProviders } from './AppProviders';
import { checkHealth } from './health';
import { buildRoutes } from './routes';

/** Starts the portal in `container`: logging, health, catalogs, session, offline cache, router. */
export async function start(container: HTMLElement): Promise<void> {
  const logShipper = startClientLogging();
  const locale = initialLocale();
  const [messages, health] = await Promise.all([loadMessages(locale), checkHealth()]);
  const root = createRoot(container);

  if (health !== 'ok') {
    root.render(
      <UiProviders locale={locale} messages={messages}>
        <MaintenancePage failed={health === 'failed'} />
      </UiProviders>,
    );
    return;
  }

  const userManager = new PortalUserManager(oidcSettings());
  void userManager.clearStaleState().catch((err: unknown) => logger.warn('clearStaleState failed', err));
  const session = new Session(userManager);
  // The token as stored, never renewed for a log line (a failing renewal would log, and so on).
  logShipper.useAccessToken(async () => (await userManager.getUser())?.access_token ?? null);
  const { client, persistor } = createApolloClient({
    getAccessToken: () => session.getAccessToken(),
    getLocale: getCurrentLocale,
    onUnauthenticated: () => session.recover(),
  });
  await persistor.restore().catch((err: unknown) => logger.warn('offline cache could not be restored', err));
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

  const router = createBrowserRouter(buildRoutes());

  // A fresh sign-in starts from fresh data (the cache may hold another person's), then goes back
  // to the screen that asked for the sign-in.
  const onSignedIn = async (user: { state?: unknown } | undefined) => {
    await client.clearStore();
    await persistor.purge();
    const state = user?.state as Partial<SigninState> | undefined;
    await router.navigate(safeReturnTo(state?.returnTo), { replace: true });
  };

  root.render(
    <StrictMode>
      <AppProviders
        locale={locale}
        messages={messages}
        session={session}
        client={client}
        clearClientData={clearClientData}
        onSignedIn={onSignedIn}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
