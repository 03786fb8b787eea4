import fs from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { extensionOf } from '@portal/domain';
import type { Db } from '../db/connection.js';
import type { DbOrTx } from '../db/transaction.js';
import { ContentCheck, judgeContent, SNIFF_BYTES, UnsupportedContentError, type ExpectedContent } from './content-check.js';
import { StorageTooLargeError } from './errors.js';
import { newObjectKey } from './keys.js';
import { arquivos } from './storage.tables.js';
import type { ObjectStore } from './types.js';
import { allowedContent, type UploadRule } from './upload-rules.js';

/** A refused upload: the HTTP status, a message key of the server catalog and the field it names. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    readonly key: string,
    readonly values: Record<string, string | number> = {},
    readonly field = 'file',
  ) {
    super(key);
    this.name = 'UploadError';
  }
}

/** The limit as the messages show it: decimal megabytes, as the spec's 900,000,000 bytes = 900 MB. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}

/** The 413 of an upload over `maxBytes`. */
export const tooLarge = (maxBytes: number) => new UploadError(413, 'error.arquivo.grande', { max: megabytes(maxBytes) });

/** The 415 of a file whose extension no rule allows. */
export function extensionRefused(ext: string, rules: readonly UploadRule[]): UploadError {
  const permitidas = [...new Set(rules.flatMap((r) => Object.keys(r.extensions)))].map((e) => `.${e}`).join(', ');
  return new UploadError(415, 'error.arquivo.extensao', { extensao: ext ? `.${ext}` : '—', permitidas });
}

/** A file that reached the store, checked, not yet recorded. */
export interface ReceivedFile {
  key: string;
  nome: string;
  size: number;
  tipoConteudo: string;
  /** What the first bytes showed (null: plain text), for checks against a rule known only later. */
  detected: string | null;
}

/**
 * Control characters, and the invisible ones that reorder text (U+202E makes `exe.pdf` read as
 * `fdp.exe`): none belongs in a file name.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name the portal keeps for a file a client names: the last segment of any path it carries
 * (`../../x.txt` and `C:\dados\x.txt` are `x.txt`), without control characters. Every upload
 * route takes names through here.
 */
export function fileBaseName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  return last.replace(UNSAFE_IN_NAME, '').trim();
}

/** The name kept for an upload and what its extension may contain; throws UploadError (400, 415). */
function acceptedName(raw: string, rules: readonly UploadRule[]): { nome: string; expected: ExpectedContent } {
  const nome = fileBaseName(raw);
  if (!nome) throw new UploadError(400, 'error.arquivo.nome');
  const ext = extensionOf(nome);
  const expected = allowedContent(rules, ext);
  if (!expected) throw extensionRefused(ext, rules);
  return { nome, expected: { ext, ...expected } };
}

/** A store's or check's refusal as the UploadError the client reads (413, 415); anything else as it is. */
function asUploadError(err: unknown, maxBytes: number): unknown {
  if (err instanceof StorageTooLargeError) return tooLarge(maxBytes);
  if (err instanceof UnsupportedContentError) return new UploadError(415, 'error.arquivo.conteudo', { extensao: err.ext });
  return err;
}

/**
 * Streams an uploaded file into the store under a new key, never holding it whole: the extension
 * must be allowed by one of `rules`, the first bytes must show what the extension promises
 * (ContentCheck) and the size may not pass `maxBytes` (counted while streaming). Any failure
 * leaves nothing in the store and surfaces as an UploadError (413, 415) or the stream's own error
 * (a client that went away).
 */
export async function receiveFile(
  store: ObjectStore,
  body: Readable,
  opts: { nome: string; rules: readonly UploadRule[]; maxBytes: number },
): Promise<ReceivedFile> {
  let accepted: ReturnType<typeof acceptedName>;
  try {
    accepted = acceptedName(opts.nome, opts.rules);
  } catch (err) {
    // Refused before a byte is read: the body is dropped (the caller answers and closes).
    body.destroy();
    throw err;
  }
  const check = new ContentCheck(accepted.expected);
  // pipeline() forwards a failure of the body (a dropped client) into the check, and so into put().
  pipeline(body, check, () => {});
  const key = newObjectKey();
  try {
    const { size } = await store.put(key, check, { maxBytes: opts.maxBytes });
    const judged = check.judged!;
    return { key, nome: accepted.nome, size, tipoConteudo: judged.contentType, detected: judged.detected };
  } catch (err) {
    throw asUploadError(err, opts.maxBytes);
  }
}

/**
 * The checks of receiveFile for a file already complete on this machine (a finished resumable
 * upload): the first bytes are judged from the file, then the store takes it whole
 * (ObjectStore.putFile: on the disk store a link, so 900 MB are not read and written again). The
 * file stays the caller's to delete; a refusal leaves nothing in the store.
 */
export async function receiveLocalFile(
  store: ObjectStore,
  file: string,
  opts: { nome: string; rules: readonly UploadRule[]; maxBytes: number },
): Promise<ReceivedFile> {
  const { nome, expected } = acceptedName(opts.nome, opts.rules);
  const key = newObjectKey();
  try {
    const judged = await judgeContent(expected, await readStart(file, SNIFF_BYTES));
    const { size } = await store.putFile(key, file, { maxBytes: opts.maxBytes });
    return { key, nome, size, tipoConteudo: judged.contentType, detected: judged.detected };
  } catch (err) {
    throw asUploadError(err, opts.maxBytes);
  }
}

/** The first `count` bytes of a file (fewer when it is shorter). */
async function readStart(file: string, count: number): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a received file against the rule of its fileType when that was learnt after the bytes
 * (a multipart `info` part after the `file` part): extension, content and size. Throws UploadError.
 */
export function checkAgainstRule(file: ReceivedFile, rule: UploadRule, maxBytes: number): void {
  const ext = extensionOf(file.nome);
  if (!Object.hasOwn(rule.extensions, ext)) throw extensionRefused(ext, [rule]);
  const expected = rule.extensions[ext];
  const fits = expected === null || expected === undefined ? file.detected === null : file.detected !== null && expected.includes(file.detected);
  if (!fits) throw new UploadError(415, 'error.arquivo.conteudo', { extensao: ext });
  if (file.size > maxBytes) throw tooLarge(maxBytes);
}

/**
 * Records a received file (an `arquivos` row, not attached yet: the cleanup job deletes it after a
 * grace period unless an area attaches it; `attached`: the caller's area keeps it from the start,
 * in the caller's transaction; `processed`: nothing to extract or draw, the processing job leaves
 * it). Returns the arquivo id. When the insert fails the object is deleted, so no object is ever
 * left without its row.
 */
export async function recordFile(
  db: DbOrTx,
  store: ObjectStore,
  file: ReceivedFile,
  opts: { tipoArquivo: string; enviadoPorId: number; uploadTusId?: string; attached?: boolean; processed?: boolean },
): Promise<string> {
  try {
    const [row] = await db
      .insert(arquivos)
      .values({
        nome: file.nome,
        tamanho: file.size,
        tipoConteudo: file.tipoConteudo,
        chave: file.key,
        tipoArquivo: opts.tipoArquivo,
        enviadoPorId: opts.enviadoPorId,
        uploadTusId: opts.uploadTusId ?? null,
        ...(opts.attached ? { anexadoEm: new Date() } : {}),
        ...(opts.processed ? { processadoEm: new Date() } : {}),
      })
      .returning({ id: arquivos.id });
    return row!.id;
  } catch (err) {
    await store.delete(file.key);
    throw err;
  }
}

/** The file a finished resumable upload of this user became, or null (not finished, not theirs, or cleaned up). */
export async function finishedUpload(db: Db, uploadTusId: string, usuarioId: number): Promise<{ id: string; tamanho: number } | null> {
  const [row] = await db
    .select({ id: arquivos.id, tamanho: arquivos.tamanho })
    .from(arquivos)
    .where(and(eq(arquivos.uploadTusId, uploadTusId), eq(arquivos.enviadoPorId, usuarioId)));
  return row ?? null;
}

/**
 * Deletes stored files: their rows in one statement, then their objects and thumbnails. For areas
 * that drop files they had attached (a removed library folder with everything inside): call it
 * after the transaction that unlinked the files has committed, so a rollback never leaves a row
 * whose bytes are gone. Files already gone are fine; an object that cannot be deleted is only
 * logged by the caller's choice (the row is gone, the bytes are unreachable).
 */
export async function deleteStoredFiles(db: Db, store: ObjectStore, arquivoIds: readonly string[]): Promise<void> {
  if (arquivoIds.length === 0) return;
  const rows = await db
    .delete(arquivos)
    .where(inArray(arquivos.id, [...arquivoIds]))
    .returning({ chave: arquivos.chave, miniaturaChave: arquivos.miniaturaChave });
  const keys = rows.flatMap((r) => (r.miniaturaChave ? [r.chave, r.miniaturaChave] : [r.chave]));
  // A few at a time: a folder of thousands of files must not open thousands of deletes at once.
  for (let i = 0; i < keys.length; i += OBJECT_DELETE_BATCH) {
    await Promise.all(keys.slice(i, i + OBJECT_DELETE_BATCH).map((k) => store.delete(k)));
  }
}

/** Objects deleted concurrently by deleteStoredFiles. */
const OBJECT_DELETE_BATCH = 16;
