import { ECDH } from 'node:crypto';
import { badInput, type FieldError } from '../../../platform/errors.js';
import { isPrivateHost } from './endpoint-guard.js';
import './push.messages.js';

/** A browser's push subscription as gerarPushSubscription receives it (PushSubscription.toJSON()). */
export interface InscricaoPushInput {
  endpoint: string;
  /** keys.auth: the 16-byte authentication secret, base64url. */
  auth: string;
  /** keys.p256dh: the browser's P-256 public key (uncompressed point, 65 bytes), base64url. */
  key: string;
}

/** Push services' addresses are short; anything longer is not one. */
export const MAX_ENDPOINT_LENGTH = 2048;
const AUTH_BYTES = 16;
const P256_POINT_BYTES = 65;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64url(value: string, bytes: number): Buffer | null {
  if (!BASE64URL.test(value)) return null;
  const decoded = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  return decoded.length === bytes ? decoded : null;
}

/**
 * An https address without credentials, on a public host unless private ones are allowed: where
 * the server will POST the encrypted notification.
 */
function validEndpoint(endpoint: string, allowPrivate: boolean): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && !url.username && !url.password && (allowPrivate || !isPrivateHost(url.hostname));
  } catch {
    return false;
  }
}

/** A point on P-256: the key the payload is encrypted to (RFC 8291); a bad one would fail every send. */
function validP256Point(point: Buffer): boolean {
  try {
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a subscription before it is stored: https endpoint, auth secret of 16 bytes, public key
 * an uncompressed P-256 point (base64url, as browsers give them). Every problem at once.
 * `allowPrivate`: config PUSH_PRIVATE_ENDPOINTS (a local push service).
 */
export function parseInscricaoPush(input: InscricaoPushInput, opts: { allowPrivate: boolean }): InscricaoPushInput {
  const endpoint = input.endpoint.trim();
  const errors: FieldError[] = [];
  if (!validEndpoint(endpoint, opts.allowPrivate)) errors.push({ field: 'endpoint', key: 'error.push.endpoint' });
  if (!base64url(input.auth, AUTH_BYTES)) errors.push({ field: 'auth', key: 'error.push.chave' });
  const point = base64url(input.key, P256_POINT_BYTES);
  if (!point || point[0] !== 0x04 || !validP256Point(point)) errors.push({ field: 'key', key: 'error.push.chave' });
  if (errors.length) throw badInput(errors);
  return { endpoint, auth: input.auth.replace(/=+$/, ''), key: input.key.replace(/=+$/, '') };
}
