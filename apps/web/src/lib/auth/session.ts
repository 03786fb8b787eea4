import type { User } from 'oidc-client-ts';
import { logger } from '../logger/logger';
import type { OidcClient } from './oidc-client';
import { isExpired, isExpiring, type StoredUser } from './stored-user';

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

/**
 * The sign-in state the app draws from (what react-oidc-context's AuthProvider held): `user` is
 * the stored user even when expired (then a renewal is tried before a sign-in), `isAuthenticated`
 * a user whose token has not expired, `isLoading` a sign-in callback in progress.
 */
export interface AuthState {
  readonly isLoading: boolean;
  readonly isAuthenticated: boolean;
  readonly user: StoredUser | null;
  /** A failed sign-in callback or silent renewal (shown by the callback page). */
  readonly error: Error | null;
}

function signedIn(user: StoredUser | null): AuthState {
  return { isLoading: false, isAuthenticated: user !== null && !isExpired(user), user, error: null };
}

function toError(err: unknown, fallback: string): Error {
  if (err instanceof Error) return err;
  const message = typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string' ? err.message : fallback;
  return new Error(message);
}

type Listener = () => void;

/**
 * Sign-in and sign-out as they happen (renewal here or in another tab, a new sign-in, the user
 * removed), for what holds a token for long: the live notifications' stream reopens on them.
 */
export class SessionEvents {
  private readonly loaded = new Set<Listener>();
  private readonly unloaded = new Set<Listener>();

  addUserLoaded(f: Listener): void {
    this.loaded.add(f);
  }
  removeUserLoaded(f: Listener): void {
    this.loaded.delete(f);
  }
  addUserUnloaded(f: Listener): void {
    this.unloaded.add(f);
  }
  removeUserUnloaded(f: Listener): void {
    this.unloaded.delete(f);
  }
  /** @internal */
  raise(kind: 'loaded' | 'unloaded'): void {
    for (const f of kind === 'loaded' ? this.loaded : this.unloaded) f();
  }
}

export interface SessionOptions {
  /** The user as the OIDC client stored it (stored-user.ts), read without loading the client. */
  readonly storedUser: () => StoredUser | null;
  /** The OIDC client, fetched and created on first need (a dynamic import in the app). */
  readonly loadClient: () => Promise<OidcClient>;
}

/**
 * The browser's sign-in session: fresh tokens for API calls, the 5 s check, recovery from token
 * failures and sign-out. One instance per page. A stored token still good is served without the
 * OIDC client, so the first view does not wait for it; everything else (renewal, sign-in, the
 * callback, sign-out) loads it first.
 */
export class Session {
  private redirecting = false;
  private client: Promise<OidcClient> | null = null;
  private state: AuthState;
  private readonly listeners = new Set<Listener>();
  readonly events = new SessionEvents();

  constructor(private readonly options: SessionOptions) {
    this.state = signedIn(options.storedUser());
  }

  /** The stored user as is (no renewal): for start-up decisions and log lines. */
  storedUser(): StoredUser | null {
    return this.options.storedUser();
  }

  /** The current sign-in state; the same object until it changes (useSyncExternalStore). */
  readonly authState = (): AuthState => this.state;

  /** Calls `listener` whenever the sign-in state changes; returns the unsubscribe. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(next: AuthState): void {
    this.state = next;
    for (const f of this.listeners) f();
  }

  /**
   * The OIDC client, loaded once (a failed fetch is tried again on the next call). Its events
   * move the sign-in state from then on, as react-oidc-context's provider did; creating it starts
   * its own renewal timer (automaticSilentRenew).
   */
  private oidc(): Promise<OidcClient> {
    return (this.client ??= this.options.loadClient().then(
      (client) => {
        this.attach(client);
        return client;
      },
      (err: unknown) => {
        this.client = null;
        throw err;
      },
    ));
  }

  private attach({ userManager }: OidcClient): void {
    const events = userManager.events;
    events.addUserLoaded((user: User) => {
      this.setState(signedIn(user));
      this.events.raise('loaded');
    });
    events.addUserUnloaded(() => {
      this.setState({ ...this.state, user: null, isAuthenticated: false });
      this.events.raise('unloaded');
    });
    events.addUserSignedOut(() => this.setState({ ...this.state, user: null, isAuthenticated: false }));
    events.addSilentRenewError((err) => this.setState({ ...this.state, isLoading: false, error: toError(err, 'Renew silent failed') }));
    void userManager.clearStaleState().catch((err: unknown) => logger.warn('clearStaleState failed', err));
  }

  /**
   * Fetches the OIDC client in the background (after the first paint), so a renewal or a
   * sign-out does not wait for it; a failure (offline) is tried again on use.
   */
  preload(): void {
    this.oidc().catch((err: unknown) => logger.warn('OIDC client not loaded yet, will retry on use', err));
  }

  /** A usable access token, renewed first when it is about to expire; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    const stored = this.options.storedUser();
    if (!stored) return null;
    // The first view's case: the stored token is good, no OIDC client needed.
    if (!isExpiring(stored)) return stored.access_token;
    try {
      const { userManager } = await this.oidc();
      const renewed = await userManager.signinSilent();
      return renewed?.access_token ?? null;
    } catch (err) {
      // Offline or IdP down: send what we have; the API's answer decides what happens next.
      logger.warn('token renewal before a request failed', err);
      return stored.access_token;
    }
  }

  /**
   * The periodic session check (every 5 s, spec 01 §4): no user means a forced login; a token
   * that expires within the margin is renewed; a refused renewal goes through recover().
   */
  async check(): Promise<void> {
    const stored = this.options.storedUser();
    if (!stored) {
      await this.login();
      return;
    }
    if (!isExpiring(stored)) return;
    let client: OidcClient;
    try {
      client = await this.oidc();
    } catch (err) {
      logger.warn('session check: OIDC client not loaded, will retry', err);
      return;
    }
    try {
      await client.userManager.signinSilent();
    } catch (err) {
      if (client.isRefusal(err)) await this.recover();
      else logger.warn('session check: renewal failed, will retry', err);
    }
  }

  /**
   * After a token failure: renew with the refresh token, then try a silent login at the IdP
   * (its session may outlive the refresh token), then a full sign-in. Resolves true when the
   * session is usable again.
   */
  async recover(): Promise<boolean> {
    const { userManager } = await this.oidc();
    try {
      const renewed = await userManager.signinSilent();
      if (renewed) return true;
    } catch (err) {
      logger.info(`refresh-token renewal refused: ${String(err)}`);
    }
    try {
      const renewed = await userManager.signinSilent({ forceIframeAuth: true });
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
      const { userManager } = await this.oidc();
      await userManager.removeUser();
      const state: SigninState = { returnTo: safeReturnTo(returnTo) };
      await userManager.signinRedirect({ state });
    } catch (err) {
      this.redirecting = false;
      logger.error('sign-in redirect failed', err);
      throw err;
    }
  }

  /**
   * The IdP's answer on the callback route: the code is exchanged for tokens, `onSignedIn` gets
   * the state the sign-in carried (where to go back to), and the state becomes signed in; a
   * failure is kept in `error` for the callback page.
   */
  async completeSignin(onSignedIn: (state: unknown) => Promise<void> | void): Promise<void> {
    this.setState({ ...this.state, isLoading: true });
    try {
      const { userManager } = await this.oidc();
      const user = await userManager.signinCallback();
      await onSignedIn(user?.state);
      this.setState(signedIn(user ?? this.options.storedUser()));
    } catch (err) {
      this.setState({ ...this.state, isLoading: false, error: toError(err, 'Sign-in failed') });
    }
  }

  /**
   * Sign-out (spec 01 §1): client data is cleared first (by `clearClientData`), then the IdP
   * ends its session and sends the browser back to the portal origin.
   */
  async logout(clearClientData: () => Promise<void>): Promise<void> {
    const idToken = this.options.storedUser()?.id_token;
    this.redirecting = true;
    await clearClientData();
    const { userManager } = await this.oidc();
    await userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  }
}
