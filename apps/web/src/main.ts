import { SILENT_RENEW_PATH } from './lib/auth/paths';
import { sendEarlyRequests } from './lib/startup/early-requests';

// The entry stays tiny: the hidden silent-login iframe loads only the OIDC callback, never the app.
if (window.location.pathname === SILENT_RENEW_PATH) {
  void import('./lib/auth/silent-renew-callback').then((m) => m.completeSilentRenew());
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // The health check and the portal properties travel while the app's code downloads.
  sendEarlyRequests();
  void import('./app/bootstrap').then((m) => m.start(root));
}
