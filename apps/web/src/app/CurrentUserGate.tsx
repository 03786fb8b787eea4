import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client';
import { LANGUAGES } from '@portal/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingScreen } from '../components/loading/LoadingScreen';
import { MaintenancePage } from '../components/pages/MaintenancePage';
import { MessagePage } from '../components/pages/MessagePage';
import { CurrentUserProvider } from '../features/shell/current-user';
import { USUARIO_LOGADO } from '../features/shell/shell.queries';
import { isServerUnavailable, serverMessage } from '../lib/apollo/errors';
import { startupFetchPolicy } from '../lib/apollo/startup-queries';
import { useLocale } from '../lib/intl/IntlRoot';
import { logger } from '../lib/logger/logger';
import { useLogout } from './use-logout';

/**
 * Loads the signed-in user before anything else renders: from the persisted cache first (so the
 * portal opens offline), then once from the network, because the cached copy may be older than a
 * change made on another device or just before a reload (the language, the features). A network or 5xx failure here is the start-up failure of
 * spec 01 §2: the maintenance page. The user's language becomes the interface language.
 */
export function CurrentUserGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const logout = useLogout();
  const { setLocale } = useLocale();
  const { data, error } = useQuery(USUARIO_LOGADO, {
    // Cache, then the network once (bootstrap may have sent it already, with the menu).
    fetchPolicy: startupFetchPolicy(USUARIO_LOGADO),
    nextFetchPolicy: 'cache-first',
  });
  const user = data?.usuarioLogado;
  const idioma = user?.idioma.id;
  const synced = useRef<string | undefined>(undefined);

  // Follow the stored language only when it changes on the server, never against a switch the
  // user just made in the picker (that one is already on screen while the server catches up).
  useEffect(() => {
    if (!idioma || idioma === synced.current) return;
    synced.current = idioma;
    setLocale(LANGUAGES[idioma]).catch((err: unknown) => logger.warn('could not switch to the user language', err));
  }, [idioma, setLocale]);

  useEffect(() => {
    if (error) logger.error('usuarioLogado failed at start-up', error);
  }, [error]);

  if (user) return <CurrentUserProvider user={user}>{children}</CurrentUserProvider>;
  if (error && isServerUnavailable(error)) return <MaintenancePage />;
  if (error) {
    // Refused by the API (inactive user, …): say so, and offer to sign in as someone else.
    return (
      <main id="main">
        <MessagePage
          title={<FormattedMessage id="ops.title" />}
          message={serverMessage(error) ?? intl.formatMessage({ id: 'ops.message' })}
          actions={
            <Button variant="contained" onClick={logout}>
              <FormattedMessage id="shell.account.logout" />
            </Button>
          }
        />
      </main>
    );
  }
  return <LoadingScreen label={intl.formatMessage({ id: 'app.loading' })} />;
}
