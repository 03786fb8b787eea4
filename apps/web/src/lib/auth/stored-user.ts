import { LIMITS } from '@portal/domain';
import type { OidcIdentity } from './oidc-identity';

/**
 * What the first view needs of the signed-in user, as oidc-client-ts stores it (User's
 * toStorageString: JSON with these fields among others). oidc-client-ts' own User fits it too.
 */
export interface StoredUser {
  readonly access_token: string;
  readonly id_token?: string;
  /** Seconds since the epoch; absent when the IdP gave no lifetime. */
  readonly expires_at?: number;
}

/**
 * The key oidc-client-ts keeps the user under: its WebStorageStateStore's default prefix "oidc."
 * and UserManager's `user:${authority}:${client_id}` (oidc-client-ts 3.x, `_userStoreKey`).
 */
export function userStoreKey({ authority, client_id }: OidcIdentity): string {
  return `oidc.user:${authority}:${client_id}`;
}

/**
 * The user oidc-client-ts stored, read without loading it: with a token still good the first
 * requests go out at once. Null when there is none or it cannot be read (then the OIDC client
 * decides: a renewal or a sign-in).
 */
export function readStoredUser(storage: Storage, key: string): StoredUser | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null; // storage blocked (private mode)
  }
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { access_token, id_token, expires_at } = value as Record<string, unknown>;
    if (typeof access_token !== 'string') return null;
    return {
      access_token,
      ...(typeof id_token === 'string' ? { id_token } : {}),
      ...(typeof expires_at === 'number' ? { expires_at } : {}),
    };
  } catch {
    return null;
  }
}

/** Seconds the access token has left, as oidc-client-ts counts them (whole seconds); undefined without a lifetime. */
function expiresIn(user: StoredUser): number | undefined {
  return user.expires_at === undefined ? undefined : user.expires_at - Math.floor(Date.now() / 1000);
}

/** True when the access token is missing, expired, or expires within the refresh margin. */
export function isExpiring(user: StoredUser, marginS: number = LIMITS.tokenRefreshMarginS): boolean {
  if (!user.access_token) return true;
  const left = expiresIn(user);
  return left !== undefined && left <= marginS;
}

/** Expired as oidc-client-ts' User.expired has it (no lifetime: not expired). */
export function isExpired(user: StoredUser): boolean {
  const left = expiresIn(user);
  return left !== undefined && left <= 0;
}
