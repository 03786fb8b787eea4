import { ErrorResponse, type User } from 'oidc-client-ts';
import { logger } from '../logger/logger';
import { isExpiring, type PortalUserManager } from './portal-user-manager';

/** What a sign-in redirect remembers, to come back to the same screen. */
export interface SigninState {
  readonly returnTo: string;
}

/**
 * A same-origin path only: a return address must never send the user to another site. Tabs and
 * line breaks are refused too: the URL parser drops them, so "/\t/evil.example" would become
 * "//evil.example".
 */
export function safeReturnTo(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** A refusal from the IdP (invalid_grant, login_required …), as opposed to being offline. */
function isRefusal(err: unknown): boolean {
  return err instanceof ErrorResponse;
}

/**
 * The browser's sign-in session: fresh tokens for API calls, the 5 s check, recovery from token
 * failures and sign-out. One instance per page.
 */
export class Session {
  private redirecting = false;

  constructor(readonly userManager: PortalUserManager) {}

  /** A usable access token, renewed first when it is about to expire; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    let user: User | null = await this.userManager.getUser();
    if (user && isExpiring(user)) {
      try {
        user = await this.userManager.signinSilent();
      } catch (err) {
        // Offline or IdP down: send what we have; the API's answer decides what happens next.
        logger.warn('token renewal before a request failed', err);
      }
    }
    return user?.access_token ?? null;
  }

  /**
   * The periodic session check (every 5 s, spec 01 §4): no user means a forced login; a token
   * that expires within the margin is renewed; a refused renewal goes through recover().
   */
  async check(): Promise<void> {
    const user = await this.userManager.getUser();
    if (!user) {
      await this.login();
      return;
    }
    if (!isExpiring(user)) return;
    try {
      await this.userManager.signinSilent();
    } catch (err) {
      if (isRefusal(err)) await this.recover();
      else logger.warn('session check: renewal failed, will retry', err);
    }
  }

  /**
   * After a token failure: renew with the refresh token, then try a silent login at the IdP
   * (its session may outlive the refresh token), then a full sign-in. Resolves true when the
   * session is usable again.
   */
  async recover(): Promise<boolean> {
    try {
      const renewed = await this.userManager.signinSilent();
      if (renewed) return true;
    } catch (err) {
      logger.info(`refresh-token renewal refused: ${String(err)}`);
    }
    try {
      const renewed = await this.userManager.signinSilent({ forceIframeAuth: true });
      if (renewed) return true;
    } catch (err) {
      logger.info(`silent login refused: ${String(err)}`);
    }
    await this.login();
    return false;
  }

  /** Forced sign-in: off to the IdP, back to `returnTo` afterwards. */
  async login(returnTo: string = currentPath()): Promise<void> {
    if (this.redirecting) return;
    this.redirecting = true;
    try {
      await this.userManager.removeUser();
      const state: SigninState = { returnTo: safeReturnTo(returnTo) };
      await this.userManager.signinRedirect({ state });
    } catch (err) {
      this.redirecting = false;
      logger.error('sign-in redirect failed', err);
      throw err;
    }
  }

  /**
   * Sign-out (spec 01 §1): client data is cleared first (by `clearClientData`), then the IdP
   * ends its session and sends the browser back to the portal origin.
   */
  async logout(clearClientData: () => Promise<void>): Promise<void> {
    const user = await this.userManager.getUser();
    const idToken = user?.id_token;
    this.redirecting = true;
    await clearClientData();
    await this.userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  }
}
