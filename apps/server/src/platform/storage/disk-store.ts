import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageNotFoundError, StorageTooLargeError } from './errors.js';
import { assertObjectKey } from './keys.js';
import type { ObjectStore } from './types.js';

/** Where puts write before the rename: inside the root, so the rename never crosses a file system. */
const TEMP_DIR = '.tmp';

/**
 * The object store on local disk (DESIGN: "local disk under DATA_DIR by default"): each object is
 * a file `<root>/<key>`. A put streams into `<root>/.tmp/` and renames into place when the body
 * has ended, so a reader never sees half an object and a failed put leaves nothing but a temporary
 * file that is removed at once (or, after a crash, by the cleanup job, see sweepTemporaries).
 */
export class DiskStore implements ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; throws on a key that is not ours (no traversal out of the root). */
  private fileOf(key: string): string {
    assertObjectKey(key);
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`invalid object key: ${key}`);
    return file;
  }

  async put(key: string, body: Readable, opts: { maxBytes?: number } = {}): Promise<{ size: number }> {
    const target = this.fileOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    await fs.mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `${randomUUID()}.part`);
    const maxBytes = opts.maxBytes;
    let size = 0;
    // Counted while the bytes flow: the limit stops the write at the first byte past it.
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (maxBytes !== undefined && size > maxBytes) done(new StorageTooLargeError(maxBytes));
        else done(null, chunk);
      },
    });
    const out = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(body, limiter, out);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(temp, target);
      return { size };
    } catch (err) {
      // The descriptor is closed before the file goes, so nothing writes to it afterwards.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  /**
   * A hard link when the file is on the store's file system (DATA_DIR/tus and DATA_DIR/files are):
   * a finished 900 MB resumable upload becomes an object at once instead of being read and written
   * a second time. Elsewhere (EXDEV), a streamed put. The link appears whole or not at all.
   */
  async putFile(key: string, file: string, opts: { maxBytes?: number } = {}): Promise<{ size: number }> {
    const target = this.fileOf(key);
    const { size } = await fs.stat(file);
    if (opts.maxBytes !== undefined && size > opts.maxBytes) throw new StorageTooLargeError(opts.maxBytes);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.link(file, target);
      return { size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      return this.put(key, createReadStream(file), opts);
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    // Opened here, not lazily by the stream: a missing object fails this call, not a later read.
    const handle = await fs.open(this.fileOf(key), 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new StorageNotFoundError(key) : err;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number | null> {
    const stat = await fs.stat(this.fileOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    return stat?.isFile() ? stat.size : null;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  /**
   * Removes temporary files older than `before`: what puts left behind when the process died in
   * the middle of one (a living put removes its own). Returns how many went.
   */
  async sweepTemporaries(before: Date): Promise<number> {
    const tempDir = path.join(this.root, TEMP_DIR);
    const names = await fs.readdir(tempDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(tempDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtime < before) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
