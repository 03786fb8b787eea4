import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/connection.js';
import { loadOrCreate } from '../identity/secrets.js';
import type { DownloadLinkClaims, DownloadLinks, LinkVariant } from './types.js';

/** Name of the HMAC key in app_secrets: one key for every instance, so any of them serves any link. */
export const DOWNLOAD_LINKS_SECRET = 'download_links_key';

/** Default life of a link, seconds: long enough to click, short enough that a leaked link soon dies. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

/** Where links point (the route of download.routes.ts). */
export const DOWNLOAD_PATH = '/api/arquivos/';

/** What a token turned out to be. */
export type LinkCheck =
  | { status: 'valid'; claims: DownloadLinkClaims; /** Whole seconds the link still lives. */ remainingSeconds: number }
  | { status: 'expired' }
  | { status: 'forged' };

/*
 * The signed payload is binary, to keep links short (Fastify refuses path parameters over 100
 * characters): version (1 byte), arquivo uuid (16), flags (1: bit 0 thumbnail, bit 1 inline),
 * expiry in Unix seconds (4, unsigned). 22 bytes: 30 base64url characters, 43 more for the MAC.
 */
const VERSION = 1;
const PAYLOAD_BYTES = 22;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN_RE = /^([A-Za-z0-9_-]{30})\.([A-Za-z0-9_-]{43})$/;

function encodePayload(claims: DownloadLinkClaims, expiresAt: number): Buffer {
  if (!UUID_RE.test(claims.arquivoId)) throw new Error(`not an arquivo id: ${claims.arquivoId}`);
  const out = Buffer.alloc(PAYLOAD_BYTES);
  out.writeUInt8(VERSION, 0);
  Buffer.from(claims.arquivoId.replace(/-/g, ''), 'hex').copy(out, 1);
  out.writeUInt8((claims.variant === 'miniatura' ? 1 : 0) | (claims.inline ? 2 : 0), 17);
  out.writeUInt32BE(expiresAt, 18);
  return out;
}

function decodePayload(bytes: Buffer): { claims: DownloadLinkClaims; expiresAt: number } | null {
  if (bytes.length !== PAYLOAD_BYTES || bytes.readUInt8(0) !== VERSION) return null;
  const hex = bytes.subarray(1, 17).toString('hex');
  const arquivoId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const flags = bytes.readUInt8(17);
  const variant: LinkVariant = flags & 1 ? 'miniatura' : 'original';
  return { claims: { arquivoId, variant, inline: (flags & 2) !== 0 }, expiresAt: bytes.readUInt32BE(18) };
}

/**
 * Short-lived links to stored files: `/api/arquivos/<payload>.<signature>`, the payload base64url
 * JSON (file, variant, inline, expiry) and the signature its HMAC-SHA256 under a key kept in the
 * database. A link is a bearer capability (an <a href> or <img src> cannot send a token), which
 * is why it lives minutes, not days.
 */
export class SignedDownloadLinks implements DownloadLinks {
  constructor(
    private readonly key: Buffer,
    /** The clock, milliseconds (tests move it). */
    private readonly now: () => number = Date.now,
  ) {}

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  sign(claims: DownloadLinkClaims, ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS): string {
    if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) throw new RangeError(`link ttl must be positive: ${ttlSeconds}`);
    const expiresAt = Math.floor(this.now() / 1000) + Math.ceil(ttlSeconds);
    const payload = encodePayload(claims, expiresAt).toString('base64url');
    return `${DOWNLOAD_PATH}${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** Tells a valid token (with its claims and expiry) from a forged and an expired one; takes the link too. */
  check(token: string): LinkCheck {
    const m = TOKEN_RE.exec(token.startsWith(DOWNLOAD_PATH) ? token.slice(DOWNLOAD_PATH.length) : token);
    if (!m) return { status: 'forged' };
    const [, payload, signature] = m as unknown as [string, string, string];
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'forged' };
    const decoded = decodePayload(Buffer.from(payload, 'base64url'));
    // Signed by us yet unreadable only happens after a format change: refuse it all the same.
    if (!decoded) return { status: 'forged' };
    const remainingMs = decoded.expiresAt * 1000 - this.now();
    if (remainingMs <= 0) return { status: 'expired' };
    return { status: 'valid', claims: decoded.claims, remainingSeconds: Math.floor(remainingMs / 1000) };
  }

  verify(token: string): DownloadLinkClaims | null {
    const checked = this.check(token);
    return checked.status === 'valid' ? checked.claims : null;
  }
}

/** The links of this deployment, with the key every instance shares (created on first start). */
export async function createDownloadLinks(database: Database, opts: { now?: () => number } = {}): Promise<SignedDownloadLinks> {
  const secret = await loadOrCreate(database, DOWNLOAD_LINKS_SECRET, async () => randomBytes(32).toString('base64url'));
  return new SignedDownloadLinks(Buffer.from(secret, 'base64url'), opts.now);
}
