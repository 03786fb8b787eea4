import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes the type is judged on (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/** The content types we store for extensions whose detected type says too little. */
const CANONICAL_TYPES: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The bytes do not match what the file's extension promises (or the extension is not allowed). */
export class UnsupportedContentError extends Error {
  constructor(
    readonly ext: string,
    readonly reason: 'extension' | 'content',
  ) {
    super(`file .${ext} refused: ${reason}`);
    this.name = 'UnsupportedContentError';
  }
}

/** What an extension may contain: the allowed detected types, and whether plain text is allowed. */
export interface ExpectedContent {
  ext: string;
  types: ReadonlySet<string>;
  text: boolean;
}

/**
 * Whether leading bytes look like plain text: no NUL and no control characters but tab, line
 * breaks, form feed and the old end-of-file mark. Bytes ≥ 0x80 pass, so UTF-8 and the
 * Windows-1252 CSVs of Brazilian spreadsheets both do.
 */
export function looksLikeText(head: Uint8Array): boolean {
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1a) return false;
    if (b === 0x7f) return false;
  }
  return true;
}

/** The verdict on a file's first bytes. */
export interface Judged {
  /** The content type to record (what the extension means, once the bytes agreed). */
  contentType: string;
  /** What the bytes showed: a detected type, or null for plain text. */
  detected: string | null;
}

/**
 * Judges the first bytes of a file against its extension (the type is taken from the bytes,
 * never from the name or a declared Content-Type) and returns the content type to record.
 * A format with a signature must show one of the allowed types; a plain-text one must show no
 * known signature and look like text. Throws UnsupportedContentError otherwise.
 */
export async function judgeContent(expected: ExpectedContent, head: Uint8Array): Promise<Judged> {
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  if (found && expected.types.has(found.mime)) {
    // A short sample may only show the container (zip, cfb): record what the extension means.
    return { contentType: CANONICAL_TYPES[expected.ext] ?? [...expected.types][0] ?? found.mime, detected: found.mime };
  }
  if (!found && expected.text && looksLikeText(head)) {
    return { contentType: CANONICAL_TYPES[expected.ext] ?? 'text/plain', detected: null };
  }
  throw new UnsupportedContentError(expected.ext, 'content');
}

/**
 * A pass-through that holds back the first SNIFF_BYTES bytes, judges them (judgeContent) and then
 * lets everything through, or fails the stream, so a mismatch stops an upload in its first
 * kilobytes, whatever its size. `judged` is set once the bytes were judged.
 */
export class ContentCheck extends Transform {
  judged: Judged | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly expected: ExpectedContent) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.judged !== null) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.judge(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.judged !== null) return done();
    this.judge(done);
  }

  private judge(done: TransformCallback): void {
    const held = Buffer.concat(this.head);
    this.head = [];
    judgeContent(this.expected, held.subarray(0, SNIFF_BYTES)).then(
      (judged) => {
        this.judged = judged;
        done(null, held);
      },
      (err: Error) => done(err),
    );
  }
}
