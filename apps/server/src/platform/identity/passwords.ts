import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with the library defaults, which are OWASP's minimum recommendation
 * (m = 19 MiB, t = 2, p = 1): about 20-40 ms per hash on a server core.
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** True when `plain` matches the stored argon2 hash; false for a malformed hash, never a throw. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account (unknown or inactive e-mail), so
 * the answer time does not tell which e-mails exist.
 */
export async function burnVerification(plain: string): Promise<false> {
  dummyHash ??= hashPassword('portal-dummy-password-for-timing');
  await verifyPassword(await dummyHash, plain);
  return false;
}
