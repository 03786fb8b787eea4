import { ApolloProvider, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import type { Locale } from '@portal/domain';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm/ConfirmProvider';
import { PageLabelProvider } from '../components/page-label/PageLabelContext';
import { LoadingProvider } from '../components/loading/LoadingProvider';
import { ToastProvider } from '../components/toast/ToastProvider';
import type { Session } from '../lib/auth/session';
import { SessionContext } from '../lib/auth/SessionContext';
import type { Messages } from '../lib/intl/catalogs';
import { IntlRoot } from '../lib/intl/IntlRoot';
import { PortalPropertiesProvider } from '../lib/portal-properties/PortalPropertiesContext';
import type { PortalProperties } from '../lib/portal-properties/portal-properties';
import { PaletteThemeProvider } from '../lib/theme/PaletteContext';
import { ClientDataContext, type ClearClientData } from './client-data';
import { LibraryGroupFormProvider } from './library-group-form';
import { NotificationBellProvider } from './notification-bell';
import { NotificationsLive } from './notifications-live';

/** Language, theme, toasts, overlay and confirm dialog: what every page needs, signed in or not. */
export function UiProviders({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <IntlRoot locale={locale} messages={messages}>
      <PaletteThemeProvider>
        <ToastProvider>
          <LoadingProvider>
            <ConfirmProvider>
              <PageLabelProvider>{children}</PageLabelProvider>
            </ConfirmProvider>
          </LoadingProvider>
        </ToastProvider>
      </PaletteThemeProvider>
    </IntlRoot>
  );
}

interface AppProvidersProps {
  readonly locale: Locale;
  readonly messages: Messages;
  readonly session: Session;
  readonly client: ApolloClient<NormalizedCacheObject>;
  readonly clearClientData: ClearClientData;
  /** Loaded by the bootstrap before the first drawing (index.html preloads them); null if they failed. */
  readonly portalProperties: PortalProperties | null;
  readonly children: ReactNode;
}

/**
 * Everything above the router. The sign-in state comes from the session itself (useAuthState):
 * no provider of the OIDC library, which would load it with the first view.
 */
export function AppProviders({ locale, messages, session, client, clearClientData, portalProperties, children }: AppProvidersProps) {
  return (
    <UiProviders locale={locale} messages={messages}>
      <PortalPropertiesProvider value={portalProperties}>
        <SessionContext.Provider value={session}>
          <ApolloProvider client={client}>
            <NotificationsLive />
            <ClientDataContext.Provider value={clearClientData}>
              <LibraryGroupFormProvider>
                <NotificationBellProvider>{children}</NotificationBellProvider>
              </LibraryGroupFormProvider>
            </ClientDataContext.Provider>
          </ApolloProvider>
        </SessionContext.Provider>
      </PortalPropertiesProvider>
    </UiProviders>
  );
}
