import webpush from 'web-push';
import type { Database } from '../../../platform/db/connection.js';
import { loadOrCreate } from '../../../platform/identity/secrets.js';

/** The server's VAPID key pair (RFC 8292), base64url: P-256 public point (65 bytes) and private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'webpush_vapid_keys';

/** One read per database and process: the keys never change once stored. */
const loaded = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The VAPID keys, generated on first start and kept in app_secrets with the identity's keys:
 * every instance signs with the same pair, and a browser's subscription (made with the public
 * key) stays valid across restarts. Concurrent first starts agree on one pair (loadOrCreate).
 */
export function vapidKeys(database: Database): Promise<VapidKeys> {
  let keys = loaded.get(database);
  if (!keys) {
    keys = loadOrCreate<VapidKeys>(database, SECRET_NAME, async () => webpush.generateVAPIDKeys());
    // A failed read (database down) is not remembered: the next call tries again.
    keys.catch(() => loaded.delete(database));
    loaded.set(database, keys);
  }
  return keys;
}

/**
 * Who the push services may contact about our traffic (VAPID `sub`): the portal's https address,
 * else the sender address of its e-mails (push services accept only https: or mailto:).
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
