import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import type { Locale } from '@portal/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { UiProviders } from '../app/AppProviders';
import { preloadConfirmDialog } from '../components/confirm/ConfirmProvider';
import { preloadLoadingOverlay } from '../components/loading/LoadingProvider';
import { preloadToasts } from '../components/toast/ToastProvider';
import { ClientDataContext } from '../app/client-data';
import type { Session } from '../lib/auth/session';
import { SessionContext } from '../lib/auth/SessionContext';
import { CurrentUserProvider } from '../features/shell/current-user';
import type { UsuarioLogado } from '../features/shell/shell.queries';
import { createCache } from '../lib/apollo/client';
import { defaultMessages, type Messages } from '../lib/intl/catalogs';
import type { PortalProperties } from '../lib/portal-properties/portal-properties';
import { PortalPropertiesProvider } from '../lib/portal-properties/PortalPropertiesContext';
import { DEALER_USER, PROPERTIES } from './fixtures';
import { LAZY_MESSAGES } from './lazy-messages';

// In the app the toasts', the confirmation dialog's and the loading overlay's code arrive after the
// first paint; here they are there from the start, so a test reads a toast or a question as soon
// as it is asked, and a tracked action shows the Modal overlay.
await Promise.all([preloadToasts(), preloadConfirmDialog(), preloadLoadingOverlay()]);

export interface ProviderOptions {
  readonly mocks?: readonly MockedResponse[];
  /** null: no signed-in user (no CurrentUserProvider). */
  readonly user?: UsuarioLogado | null;
  readonly properties?: PortalProperties | null;
  readonly locale?: Locale;
  /** The catalog (default pt-BR): a test in es or en passes `await loadMessages(locale)`. */
  readonly messages?: Messages;
  /** Stand-in for the browser session (only what the test touches). */
  readonly session?: Partial<Session>;
  readonly clearClientData?: () => Promise<void>;
  /**
   * false: the lazy areas' messages (i18n/lazy-areas.ts) are not added, as in the app before a
   * screen brings its area's: for what must fetch them itself (default true).
   */
  readonly lazyMessages?: boolean;
}

/** The app's providers with Apollo's MockedProvider in place of the network. */
export function TestProviders({
  children,
  mocks = [],
  user = DEALER_USER,
  properties = PROPERTIES,
  locale = 'pt-BR',
  messages = defaultMessages,
  session = {},
  clearClientData = () => Promise.resolve(),
  lazyMessages = true,
}: ProviderOptions & { children: ReactNode }) {
  const content = user ? <CurrentUserProvider user={user}>{children}</CurrentUserProvider> : children;
  return (
    <UiProviders locale={locale} messages={lazyMessages ? { ...messages, ...LAZY_MESSAGES[locale] } : messages}>
      <PortalPropertiesProvider value={properties}>
        <SessionContext.Provider value={session as Session}>
          <ClientDataContext.Provider value={clearClientData}>
            <MockedProvider mocks={[...mocks]} cache={createCache()}>
              {content}
            </MockedProvider>
          </ClientDataContext.Provider>
        </SessionContext.Provider>
      </PortalPropertiesProvider>
    </UiProviders>
  );
}

/** Routes with the router's discovery of more (app/routes.tsx discoverScreens). */
export interface DiscoveringRoutes {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}
export type TestRoutes = RouteObject[] | DiscoveringRoutes;

/** Renders a route tree in a memory router under the test providers. */
export function renderRoutes(routes: TestRoutes, path: InitialEntry, options: ProviderOptions = {}) {
  const { routes: tree, patchRoutesOnNavigation } = Array.isArray(routes) ? { routes, patchRoutesOnNavigation: undefined } : routes;
  const router = createMemoryRouter(tree, { initialEntries: [path], patchRoutesOnNavigation });
  const result = render(
    <TestProviders {...options}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** Renders one element at `path` (for components that need the router's hooks). */
export function renderAt(element: ReactNode, path = '/home', options: ProviderOptions = {}) {
  return renderRoutes([{ path: '*', element }], path, options);
}
