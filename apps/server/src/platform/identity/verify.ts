import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import type { SessionCache } from './signed-in-cache.js';
import type { VerifiedToken } from './types.js';

type Verify = (token: string, sessions?: SessionCache) => Promise<VerifiedToken | null>;

function toVerified(payload: JWTPayload): VerifiedToken | null {
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  return {
    sub: payload.sub,
    exp: payload.exp,
    ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
    ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
  };
}

/** Failures that mean "bad token" (answer null); anything else (a database outage) is thrown. */
function isTokenError(err: unknown): boolean {
  return err instanceof joseErrors.JOSEError;
}

/**
 * Verification of the embedded provider's access tokens: signature against its own public keys
 * (in memory, no HTTP round trip), issuer, audience, expiry, type `at+jwt` (so an ID token can
 * never pass as an access token), then one indexed query that the token's session (`sid`, the
 * provider's session uid) is still alive: a sign-out anywhere cuts API access at once. Given
 * `sessions` (the API's signed-in cache, emptied of a session by its sign-out's NOTIFY on every
 * instance), a session seen alive a moment ago is not read again; the signature, issuer, audience
 * and expiry are checked on every call.
 */
export function createEmbeddedVerifier(deps: {
  config: Pick<Config, 'issuer' | 'audience'>;
  database: Database;
  publicKeys: { keys: JWK[] };
}): Verify {
  const keySet = createLocalJWKSet(deps.publicKeys);
  const { pool } = deps.database;
  // Named: planned once per connection, it runs on every API request the cache does not answer.
  const sessionEnd = async (sid: string): Promise<number | null | undefined> => {
    const { rows } = await pool.query<{ ends: string | null }>({
      name: 'oidc-session-alive',
      text: `select (extract(epoch from expires_at) * 1000)::bigint::text as ends from oidc_payloads
              where uid = $1 and model = 'Session' and (expires_at is null or expires_at > now())`,
      values: [sid],
    });
    const row = rows[0];
    return row && (row.ends === null ? null : Number(row.ends));
  };
  return async (token, sessions) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: deps.config.issuer,
        audience: deps.config.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      }));
    } catch (err) {
      if (isTokenError(err)) return null;
      throw err;
    }
    const verified = toVerified(payload);
    const sid = verified?.sid;
    if (!sid) return null;
    const alive = sessions ? await sessions.check(sid, () => sessionEnd(sid)) : (await sessionEnd(sid)) !== undefined;
    return alive ? verified : null;
  };
}

/**
 * Verification of an external issuer's tokens (Keycloak): its JWKS, found once through the
 * discovery document (falling back to Keycloak's well-known certs path), cached and refreshed by
 * jose when an unknown key id shows up. No session check: the external IdP owns sessions.
 */
export function createExternalVerifier(deps: { config: Config; log: FastifyBaseLogger }): Verify {
  const { issuer, audience } = deps.config;
  const base = issuer.replace(/\/$/, '');
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  /** While discovery keeps failing, retry it at most once a minute. */
  let retryDiscoveryAt = 0;

  async function discover(): Promise<JWTVerifyGetKey> {
    try {
      const res = await fetch(`${base}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
      const doc = res.ok ? ((await res.json()) as { jwks_uri?: unknown }) : {};
      if (typeof doc.jwks_uri === 'string') return createRemoteJWKSet(new URL(doc.jwks_uri));
      deps.log.warn({ status: res.status }, 'OIDC discovery gave no jwks_uri; using the Keycloak certs path');
    } catch (err) {
      deps.log.warn({ err }, 'OIDC discovery failed; using the Keycloak certs path');
    }
    retryDiscoveryAt = Date.now() + 60_000;
    return createRemoteJWKSet(new URL(`${base}/protocol/openid-connect/certs`));
  }

  return async (token) => {
    if (!keySet || (retryDiscoveryAt && Date.now() > retryDiscoveryAt)) {
      retryDiscoveryAt = 0;
      keySet = discover();
    }
    try {
      const { payload } = await jwtVerify(token, await keySet, { issuer, audience });
      return toVerified(payload);
    } catch (err) {
      if (isTokenError(err)) return null;
      throw err;
    }
  };
}
