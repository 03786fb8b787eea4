import { LIMITS } from '@portal/domain';
import { UserManager, type SigninSilentArgs, type User } from 'oidc-client-ts';
import { withLock } from './lock';
import { isExpiring } from './stored-user';

const RENEW_LOCK = 'portal.auth.renew';

/**
 * UserManager whose silent renewals are serialised across tabs. Inside the lock the stored user
 * is read again: when another tab (or caller) has just renewed, its fresh tokens are adopted
 * instead of spending the refresh token a second time.
 */
export class PortalUserManager extends UserManager {
  override async signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    return withLock(RENEW_LOCK, async () => {
      if (!args.forceIframeAuth) {
        const stored = await this.getUser();
        // A little over the margin: the library's expiring timer rounds to whole seconds.
        if (stored && !isExpiring(stored, LIMITS.tokenRefreshMarginS + 2)) {
          // Tell listeners (the Session's auth state, live notifications) about tokens renewed by another tab.
          await this.events.load(stored, true);
          return stored;
        }
      }
      return super.signinSilent(args);
    });
  }
}
