import type { Readable } from 'node:stream';
import type { ObjectStore } from '../types.js';

/**
 * Reads a whole object into memory, or returns null when it is larger than maxBytes (checked
 * before reading, so a big file costs nothing). The bytes land in one buffer of the object's
 * size that nothing else shares: pdf.js may take ownership of what it is given.
 */
export async function readObject(store: ObjectStore, key: string, maxBytes: number): Promise<Uint8Array | null> {
  const size = await store.size(key);
  if (size === null) throw new Error(`stored object ${key} not found`);
  if (size > maxBytes) return null;
  const bytes = new Uint8Array(size);
  const read = await fill(size === 0 ? null : await store.get(key), bytes);
  if (read !== size) throw new Error(`stored object ${key} changed while being read`);
  return bytes;
}

/** The first `count` bytes of an object (fewer when it is shorter), read with a range request. */
export async function readObjectStart(store: ObjectStore, key: string, count: number): Promise<Uint8Array> {
  const size = await store.size(key);
  if (size === null) throw new Error(`stored object ${key} not found`);
  const length = Math.min(size, count);
  const bytes = new Uint8Array(length);
  const read = await fill(length === 0 ? null : await store.get(key, { start: 0, end: length - 1 }), bytes);
  // More than asked (a store that ignored the range): the buffer holds the first `length` bytes.
  return read > length ? bytes : bytes.subarray(0, read);
}

/**
 * Copies a stream into `into` and returns the bytes read. It never writes past the end: at more
 * bytes than fit it copies what fits, stops reading and returns into.length + 1.
 */
async function fill(stream: Readable | null, into: Uint8Array): Promise<number> {
  if (!stream) return 0;
  let at = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      if (at + chunk.length > into.length) {
        into.set(chunk.subarray(0, into.length - at), at);
        return into.length + 1;
      }
      into.set(chunk, at);
      at += chunk.length;
    }
  } finally {
    stream.destroy();
  }
  return at;
}
