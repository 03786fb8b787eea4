import { extensionOf } from '@portal/domain';
import type { ObjectStore } from '../types.js';
import { DOCUMENT_MAX_BYTES, PDF_TIME_BUDGET_MS, PLAIN_TEXT_READ_BYTES, TEXT_MAX_CHARS } from './limits.js';
import { officeText } from './office-text.js';
import { pdfText } from './pdf-text.js';
import { plainText } from './plain-text.js';
import { readObject, readObjectStart } from './read-object.js';

/** The formats text is extracted from. */
export type TextKind = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'odf' | 'plain';

const BY_EXTENSION: Record<string, TextKind> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  odt: 'odf',
  ods: 'odf',
  odp: 'odf',
  txt: 'plain',
  csv: 'plain',
};

const BY_CONTENT_TYPE: Record<string, TextKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odf',
  'application/vnd.oasis.opendocument.spreadsheet': 'odf',
  'application/vnd.oasis.opendocument.presentation': 'odf',
  'text/plain': 'plain',
  'text/csv': 'plain',
};

/**
 * Which text extraction a file gets, or null for none (images, video, audio, zip, old binary
 * Office formats). The extension decides first: the upload checked the bytes against it, and an
 * office file's detected content type is often just application/zip.
 */
export function textKindOf(nome: string, tipoConteudo: string): TextKind | null {
  return BY_EXTENSION[extensionOf(nome)] ?? BY_CONTENT_TYPE[tipoConteudo.split(';')[0]!.trim().toLowerCase()] ?? null;
}

// Control characters other than tab, line feed and carriage return: PostgreSQL text cannot
// hold NUL, and the others are noise from binary-ish sources.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Text as stored for search: control characters gone, runs of blanks one space, at most one
 * empty line in a row, trimmed, and cut at TEXT_MAX_CHARS (never inside a surrogate pair).
 */
export function normaliseText(raw: string): string {
  let text = raw
    .replace(CONTROL, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length > TEXT_MAX_CHARS) {
    const end = /[\ud800-\udbff]/.test(text[TEXT_MAX_CHARS - 1]!) ? TEXT_MAX_CHARS - 1 : TEXT_MAX_CHARS;
    text = text.slice(0, end).trimEnd();
  }
  return text;
}

/**
 * The raw text of a file's bytes of a given kind (not yet normalised) and, when part of the text
 * was not read, why. Plain text bytes may be the file's start only.
 */
export async function extractText(
  kind: TextKind,
  bytes: Uint8Array,
  deadline = Date.now() + PDF_TIME_BUDGET_MS,
): Promise<{ text: string; skipped: string | null }> {
  switch (kind) {
    case 'pdf':
      return { text: await pdfText(bytes, TEXT_MAX_CHARS, deadline), skipped: null };
    case 'plain':
      return { text: plainText(bytes), skipped: null };
    default:
      return officeText(bytes, kind, TEXT_MAX_CHARS);
  }
}

/** What text extraction gave for a stored file: the text (null when none) and why some or all is missing. */
export interface StoredText {
  texto: string | null;
  motivo: string | null;
}

/**
 * Extracts the text of a stored file. Plain text files are read from their start only (the cap
 * is reached long before 1 MB); PDF and office files are read whole, up to DOCUMENT_MAX_BYTES:
 * a bigger one gets no text, with the reason.
 */
export async function extractStoredText(
  store: ObjectStore,
  file: { chave: string; nome: string; tipoConteudo: string },
): Promise<StoredText> {
  const kind = textKindOf(file.nome, file.tipoConteudo);
  if (!kind) return { texto: null, motivo: null };
  const bytes =
    kind === 'plain'
      ? await readObjectStart(store, file.chave, PLAIN_TEXT_READ_BYTES)
      : await readObject(store, file.chave, DOCUMENT_MAX_BYTES);
  if (!bytes) {
    return { texto: null, motivo: `larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB: text not extracted` };
  }
  const { text, skipped } = await extractText(kind, bytes);
  const texto = normaliseText(text);
  return { texto: texto || null, motivo: skipped };
}
