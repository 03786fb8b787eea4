import { Readable } from 'node:stream';
import sharp from 'sharp';
import { isImageName } from '@portal/domain';
import type { ObjectStore } from '../types.js';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from './limits.js';
import { readObject } from './read-object.js';

/** Longest side of a thumbnail, px (the library grid's tiles). */
export const THUMBNAIL_SIZE = 320;

/** Raster images that get a thumbnail (the library's image formats, spec 02: the viewer shows them). */
const THUMBNAIL_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Whether a stored file gets a thumbnail: by its content type, or by name when the type is generic. */
export function hasThumbnail(nome: string, tipoConteudo: string): boolean {
  return THUMBNAIL_TYPES.has(tipoConteudo) || (tipoConteudo === 'application/octet-stream' && isImageName(nome));
}

/**
 * The store key of a file's thumbnail: the file's own key with a suffix (keys.ts: a derived
 * object adds one), so thumbnails spread over the same directories as the files.
 */
export function thumbnailKey(chave: string): string {
  return `${chave}.miniatura.webp`;
}

/**
 * A WebP thumbnail of an image: turned upright by its EXIF orientation, fitted inside
 * THUMBNAIL_SIZE × THUMBNAIL_SIZE, never enlarged; an animated GIF or WebP gives its first
 * frame. sharp refuses images declaring more than IMAGE_MAX_PIXELS before decoding them (a
 * decompression bomb), and a damaged image still yields a thumbnail when libvips can read it.
 */
export async function makeThumbnail(image: Uint8Array): Promise<Buffer> {
  return sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Makes and stores the thumbnail of a stored image. Returns the thumbnail's key, or a reason
 * when the image is too large to read (the file keeps working, without a thumbnail).
 */
export async function storeThumbnail(
  store: ObjectStore,
  file: { chave: string },
): Promise<{ chave: string } | { motivo: string }> {
  const image = await readObject(store, file.chave, IMAGE_MAX_BYTES);
  if (!image) return { motivo: `image larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB: no thumbnail` };
  const thumbnail = await makeThumbnail(image);
  const chave = thumbnailKey(file.chave);
  await store.put(chave, Readable.from(thumbnail));
  return { chave };
}
