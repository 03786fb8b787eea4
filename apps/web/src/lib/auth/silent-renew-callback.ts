import { UserManager } from 'oidc-client-ts';
import { oidcSettings } from './settings';

/**
 * Runs inside the hidden iframe of a silent login (/auth/silent-renew): hands the IdP's answer
 * back to the parent page. Loaded instead of the app, so the iframe stays light.
 */
export async function completeSilentRenew(): Promise<void> {
  await new UserManager(oidcSettings()).signinSilentCallback();
}
