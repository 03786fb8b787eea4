import { Inflate } from 'fflate';

/** One file inside a zip, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (the only methods office files use). */
  compression: number;
  compressedSize: number;
  /** Offset of the entry's local header in the zip. */
  offset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

/**
 * Compressed bytes handed to the inflater at once: one push inflates to at most ~1 000× this
 * (4 MB), and the reader can stop between pushes. Smaller pushes cost a window copy each.
 */
const PUSH_BYTES = 4 * 1024;

const names = new TextDecoder('utf-8');

function corrupt(what: string): never {
  throw new Error(`invalid zip: ${what}`);
}

/**
 * The entries of a zip held in memory, from its central directory (zip64 included). Reading the
 * directory rather than unzipping lets the caller inflate one entry as a stream and stop when it
 * has enough: a zip bomb then costs only the bytes actually read.
 */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  // The end record sits in the last 22 bytes plus a comment of at most 65 535 bytes.
  let eocd = zip.length - 22;
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  while (eocd >= lowest && u32(eocd) !== EOCD) eocd--;
  if (eocd < lowest) corrupt('no end of central directory');
  let count = u16(eocd + 10);
  let at = u32(eocd + 16);
  if (eocd >= 20 && u32(eocd - 20) === ZIP64_LOCATOR) {
    const z64 = u64(eocd - 12);
    if (z64 + 56 > zip.length || u32(z64) !== ZIP64_EOCD) corrupt('bad zip64 end record');
    count = u64(z64 + 32);
    at = u64(z64 + 48);
  }
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || u32(at) !== CENTRAL) corrupt('bad central directory');
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    let compressedSize = u32(at + 20);
    let offset = u32(at + 42);
    // Values that do not fit 32 bits are in the zip64 extra field, in this order, only when maxed out.
    if (compressedSize === MAX32 || offset === MAX32 || u32(at + 24) === MAX32) {
      const wide = zip64Fields(view, at + 46 + nameLength, extraLength);
      let next = 0;
      if (u32(at + 24) === MAX32) next++;
      if (compressedSize === MAX32) compressedSize = wide[next++] ?? corrupt('missing zip64 size');
      if (offset === MAX32) offset = wide[next] ?? corrupt('missing zip64 offset');
    }
    entries.push({
      name: names.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      compression: u16(at + 10),
      compressedSize,
      offset,
    });
    at += 46 + nameLength + extraLength + u16(at + 32);
  }
  return entries;
}

/** The 64-bit values of the zip64 extended information field (id 1) of an extra area. */
function zip64Fields(view: DataView, start: number, length: number): number[] {
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 1) {
      const values: number[] = [];
      for (let v = at + 4; v + 8 <= at + 4 + size; v += 8) values.push(Number(view.getBigUint64(v, true)));
      return values;
    }
    at += 4 + size;
  }
  return [];
}

/**
 * Streams an entry's uncompressed bytes to `sink` in pieces; the sink returns false to stop
 * reading (enough text, or too many bytes), which also stops the inflating.
 */
export function readZipEntry(zip: Uint8Array, entry: ZipEntry, sink: (chunk: Uint8Array) => boolean): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.offset;
  if (at + 30 > zip.length || view.getUint32(at, true) !== LOCAL) corrupt(`bad local header for ${entry.name}`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > zip.length) corrupt(`${entry.name} runs past the end`);
  const data = zip.subarray(start, end);
  if (entry.compression === 0) {
    for (let p = 0; p < data.length; p += PUSH_BYTES) if (!sink(data.subarray(p, p + PUSH_BYTES))) return;
    return;
  }
  if (entry.compression !== 8) corrupt(`${entry.name} uses compression method ${entry.compression}`);
  let reading = true;
  const inflate = new Inflate((chunk) => {
    if (reading && chunk.length) reading = sink(chunk);
  });
  for (let p = 0; p < data.length && reading; p += PUSH_BYTES) {
    inflate.push(data.subarray(p, p + PUSH_BYTES), p + PUSH_BYTES >= data.length);
  }
}
