import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/connection.js';
import { appSecrets } from './identity.tables.js';

/**
 * Reads a secret from app_secrets, creating it on first start. Concurrent first starts of several
 * instances race on the insert; `on conflict do nothing` + re-read makes them all use the winner.
 */
export async function loadOrCreate<T>(database: Database, nome: string, create: () => Promise<T>): Promise<T> {
  const read = async () =>
    (await database.db.select({ valor: appSecrets.valor }).from(appSecrets).where(eq(appSecrets.nome, nome)))[0]
      ?.valor as T | undefined;
  const existing = await read();
  if (existing !== undefined) return existing;
  await database.db.insert(appSecrets).values({ nome, valor: await create() }).onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`app secret ${nome} could not be stored`);
  return stored;
}

/** The provider's private signing keys (RS256), as a JWKS. */
export async function loadSigningKeys(database: Database): Promise<{ keys: JWK[] }> {
  return loadOrCreate(database, 'oidc_signing_jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = randomBytes(12).toString('base64url');
    return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
  });
}

/** Keys that sign oidc-provider's cookies (session, interaction). */
export async function loadCookieKeys(database: Database): Promise<string[]> {
  return loadOrCreate(database, 'oidc_cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}

/** The public half of a private JWKS: what verify() checks signatures with. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}
