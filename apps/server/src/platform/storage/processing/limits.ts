/**
 * How much the file processing job may take of one file. Uploads reach 900 MB (spec 02 §9), so
 * every step that holds bytes in memory has a cap: a file over it keeps working as a download and
 * only loses its thumbnail or searchable text (the reason is recorded in erro_processamento).
 */

/** Longest text kept per file, characters: the search vector stays far below PostgreSQL's 1 MB tsvector limit. */
export const TEXT_MAX_CHARS = 200_000;

/** Largest PDF or office file read into memory to extract its text, bytes. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Most bytes inflated from one office file (all its parts together): the parts are read as a
 * stream, so this bounds the time a zip bomb or a huge numeric sheet can take, not the memory.
 */
export const ZIP_READ_MAX_BYTES = 128 * 1024 * 1024;

/** Bytes read from the start of a plain text file: enough for TEXT_MAX_CHARS in any encoding. */
export const PLAIN_TEXT_READ_BYTES = 1024 * 1024;

/** Longest time spent reading the pages of one PDF, ms; the pages read by then are kept. */
export const PDF_TIME_BUDGET_MS = 20_000;

/** Largest image read into memory for a thumbnail, bytes. */
export const IMAGE_MAX_BYTES = 30 * 1024 * 1024;

/**
 * Most pixels an image may declare (width × height) before sharp refuses to decode it: a small
 * file can declare a huge canvas (a decompression bomb); 40 MP covers any camera photo.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
