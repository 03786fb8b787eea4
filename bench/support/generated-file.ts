import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** Size of the upload benchmark's file: the library's limit (spec 02 §9), 900,000,000 bytes. */
export const BENCH_FILE_BYTES = 900_000_000;

/** Its name: an extension the library accepts, matching the bytes' type. */
export const BENCH_FILE_NAME = 'bench.mp4';

/**
 * The first bytes: an MP4 `ftyp` box (major brand isom) and the header of one `mdat` box holding
 * the rest, so content sniffing on the server says video/mp4, as it would for a real video.
 */
const HEADER = (() => {
  const h = Buffer.alloc(36);
  h.writeUInt32BE(28, 0);
  h.write('ftyp', 4, 'latin1');
  h.write('isom', 8, 'latin1');
  h.writeUInt32BE(0x200, 12);
  h.write('isomiso2mp41', 16, 'latin1');
  h.writeUInt32BE(BENCH_FILE_BYTES - 28, 28);
  h.write('mdat', 32, 'latin1');
  return h;
})();

/** One 1 MiB pseudo-random block, repeated: incompressible bytes without a 900 MB buffer. */
const BLOCK = randomBytes(1024 * 1024);

/**
 * The bytes [start, end) of the virtual benchmark file, streamed in slices of one shared block
 * (never copied, never held whole). Any range can be produced, so a resumed upload sends exactly
 * the bytes the server is missing.
 */
export function benchFileStream(start = 0, end = BENCH_FILE_BYTES): Readable {
  let pos = start;
  return new Readable({
    highWaterMark: BLOCK.length,
    read() {
      if (pos >= end) {
        this.push(null);
        return;
      }
      let chunk: Buffer;
      if (pos < HEADER.length) {
        chunk = HEADER.subarray(pos, Math.min(HEADER.length, end));
      } else {
        const at = (pos - HEADER.length) % BLOCK.length;
        chunk = BLOCK.subarray(at, Math.min(BLOCK.length, at + (end - pos)));
      }
      pos += chunk.length;
      this.push(chunk);
    },
  });
}
