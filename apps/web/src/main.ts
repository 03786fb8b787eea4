import { SILENT_RENEW_PATH } from './lib/auth/paths';
import { getCurrentLocale } from './lib/intl/current-locale';
import { oidcIdentity } from './lib/auth/oidc-identity';
import { isExpiring, readStoredUser, userStoreKey } from './lib/auth/stored-user';
import { sendEarlyQueries } from './lib/startup/early-queries';
import { sendEarlyRequests } from './lib/startup/early-requests';

// The entry stays tiny: the hidden silent-login iframe loads only the OIDC callback, never the app.
if (window.location.pathname === SILENT_RENEW_PATH) {
  void import('./lib/auth/silent-renew-callback').then((m) => m.completeSilentRenew());
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // The health check and the portal properties travel while the app's code downloads.
  sendEarlyRequests();
  // With a stored token still good, the user and the menu too (bootstrap asks for them with the
  // same token and language, and Apollo takes these answers).
  const stored = readStoredUser(window.localStorage, userStoreKey(oidcIdentity()));
  if (stored && !isExpiring(stored)) {
    sendEarlyQueries({ authorization: `Bearer ${stored.access_token}`, 'accept-language': getCurrentLocale() });
  }
  void import('./app/bootstrap').then((m) => m.start(root));
}
