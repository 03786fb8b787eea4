import type { Readable } from 'node:stream';

/**
 * The storage contract every area codes against (DESIGN: "storage interface: local disk under
 * DATA_DIR by default, S3 at scale; streamed, never buffered whole").
 */

/** An object store: bytes by key. Keys are ours (never a user's file name). */
export interface ObjectStore {
  /**
   * Streams body into the object `key`. With maxBytes, fails with a StorageTooLargeError as soon
   * as the stream passes the limit, and leaves nothing behind. A reader never sees half an object.
   */
  put(key: string, body: Readable, opts?: { maxBytes?: number }): Promise<{ size: number }>;
  /**
   * Stores a complete file of this machine as the object `key`, as cheaply as the store can (the
   * disk store links it: no byte copied). The file stays the caller's to delete, and must not be
   * written to afterwards. maxBytes as put().
   */
  putFile(key: string, file: string, opts?: { maxBytes?: number }): Promise<{ size: number }>;
  /** The object's bytes as a stream (optionally a byte range, inclusive end). */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** The object's size in bytes, or null when it does not exist. */
  size(key: string): Promise<number | null>;
  /** Deletes the object; one already gone is fine. */
  delete(key: string): Promise<void>;
}

/** Which bytes of a stored file a link serves. */
export type LinkVariant = 'original' | 'miniatura';

/** What a signed download link carries. */
export interface DownloadLinkClaims {
  arquivoId: string;
  variant: LinkVariant;
  /** Served inline (only ever honoured for raster images); otherwise as an attachment. */
  inline: boolean;
}

/** Short-lived signed links to stored files (GET /api/arquivos/<token>). */
export interface DownloadLinks {
  /** A relative URL ('/api/arquivos/…') valid for ttlSeconds (default 300). */
  sign(claims: DownloadLinkClaims, ttlSeconds?: number): string;
  /** The claims of a token, or null when forged or expired. */
  verify(token: string): DownloadLinkClaims | null;
}

/** The storage every request can reach (GraphQL context `storage`, app decoration `storage`). */
export interface Storage {
  store: ObjectStore;
  links: DownloadLinks;
}

/** Queue name of the background job that makes thumbnails and extracts text (runNow after each upload). */
export const PROCESS_FILES_JOB = 'arquivos-processamento';
