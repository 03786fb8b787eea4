/** How a served file is presented: only raster images ever inline, everything else downloaded. */

/** Types a browser may show inline: raster images only (never HTML, SVG, PDF, text). */
export const INLINE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The raster type of leading bytes (PNG, JPEG, GIF, WebP), or null. */
export function rasterTypeOf(head: Uint8Array): string | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => head[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII stand-in for old clients: accents dropped, anything unsafe in a quoted string replaced. */
export function asciiFallback(nome: string): string {
  const plain = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
    .trim();
  return plain || 'arquivo';
}

/**
 * The Content-Disposition of a served file (RFC 6266): the ASCII fallback `filename` and the
 * exact name as `filename*=UTF-8''…` (RFC 5987). Names come from users: nothing of them can break
 * out of the header (no quotes, no CR/LF).
 */
export function contentDisposition(kind: 'attachment' | 'inline', nome: string): string {
  return `${kind}; filename="${asciiFallback(nome)}"; filename*=UTF-8''${rfc5987(nome)}`;
}
