/**
 * The text of a plain text file (txt, csv) from its bytes, which may be only the file's start.
 * UTF-8 when the bytes are valid UTF-8 (a BOM is dropped); UTF-16 when a BOM says so (Excel's
 * "Unicode text" export); otherwise Windows-1252, the Latin-1 superset Brazilian Windows
 * machines save text in (a CSV from an old Excel). A sequence cut by the end of a partial read
 * is dropped, not taken for invalid UTF-8.
 */
export function plainText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes, { stream: true });
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes, { stream: true });
  try {
    // stream: true holds back an incomplete final sequence instead of failing on it.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
