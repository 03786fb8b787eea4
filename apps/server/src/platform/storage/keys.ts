import { randomUUID } from 'node:crypto';

/*
 * Object keys are ours, never a user's file name: `ab/cd/<uuid>`, the first four hex digits of the
 * uuid spreading objects over 65,536 directories so none grows huge. A derived object (a
 * thumbnail) may add a suffix: `ab/cd/<uuid>.miniatura.webp`.
 */

/** Segments: letters, digits, '.', '_' and '-', never starting with '.' (so no '..', no hidden files). */
const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** A new, unique key for an object (`ab/cd/<uuid>`), with an optional suffix for derived objects. */
export function newObjectKey(suffix = ''): string {
  const id = randomUUID();
  const key = `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}${suffix}`;
  assertObjectKey(key);
  return key;
}

/** Whether a key is one a store accepts: relative, '/'-separated safe segments, no traversal. */
export function isObjectKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT_RE.test(s));
}

/** Throws on a key no store accepts (a bug in the caller, never user input reaching a path). */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}
