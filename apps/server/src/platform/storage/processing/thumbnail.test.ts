import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStore } from '../disk-store.js';
import { IMAGE_MAX_BYTES } from './limits.js';
import { readObject } from './read-object.js';
import { pngBombHeader, pngImage, sidewaysJpeg } from './testing.js';
import { hasThumbnail, makeThumbnail, storeThumbnail, THUMBNAIL_SIZE, thumbnailKey } from './thumbnail.js';

let dir: string;
let store: DiskStore;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-thumbnail-'));
  store = new DiskStore(dir);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const size = async (image: Uint8Array) => {
  const meta = await sharp(image).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('thumbnails', () => {
  it(`fit inside ${THUMBNAIL_SIZE} × ${THUMBNAIL_SIZE} px as WebP, keeping the proportions`, async () => {
    expect(await size(await makeThumbnail(await pngImage(1000, 500)))).toEqual({ format: 'webp', width: 320, height: 160 });
    expect(await size(await makeThumbnail(await pngImage(300, 900)))).toEqual({ format: 'webp', width: 107, height: 320 });
  });

  it('never enlarge a small image', async () => {
    expect(await size(await makeThumbnail(await pngImage(100, 50)))).toEqual({ format: 'webp', width: 100, height: 50 });
  });

  it('turn a photo upright by its EXIF orientation', async () => {
    // Stored 400 × 200 with orientation 6: it is viewed 200 × 400.
    expect(await size(await makeThumbnail(await sidewaysJpeg(400, 200)))).toEqual({ format: 'webp', width: 160, height: 320 });
  });

  it('refuse an image declaring more pixels than allowed (a decompression bomb), before decoding it', async () => {
    // 50 megapixels: under sharp's own default limit, over ours.
    await expect(makeThumbnail(pngBombHeader(10_000, 5_000))).rejects.toThrow(/pixel limit/);
  });

  it('are stored next to the file, and an image over the size cap gets none', async () => {
    await store.put('ab/cd/foto', Readable.from(Buffer.from(await pngImage(640, 480))));
    expect(await storeThumbnail(store, { chave: 'ab/cd/foto' })).toEqual({ chave: 'ab/cd/foto.miniatura.webp' });
    expect(await size((await readObject(store, thumbnailKey('ab/cd/foto'), 1e6))!)).toEqual({
      format: 'webp',
      width: 320,
      height: 240,
    });

    // A sparse file: the size is what counts, and it is refused before a byte is read.
    await fs.mkdir(path.join(dir, 'ab', 'ef'), { recursive: true });
    const big = await fs.open(path.join(dir, 'ab', 'ef', 'grande'), 'w');
    await big.truncate(IMAGE_MAX_BYTES + 1);
    await big.close();
    expect(await storeThumbnail(store, { chave: 'ab/ef/grande' })).toEqual({ motivo: expect.stringMatching(/larger than 30 MB/) });
    expect(await store.size(thumbnailKey('ab/ef/grande'))).toBeNull();
  });

  it('are made for the raster image types', () => {
    for (const tipo of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(hasThumbnail('x', tipo)).toBe(true);
    expect(hasThumbnail('x.png', 'application/octet-stream')).toBe(true);
    for (const [nome, tipo] of [
      ['desenho.svg', 'image/svg+xml'],
      ['doc.pdf', 'application/pdf'],
      ['video.mp4', 'video/mp4'],
    ]) {
      expect(hasThumbnail(nome!, tipo!)).toBe(false);
    }
  });
});
