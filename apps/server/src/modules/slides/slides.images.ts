import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { FILE_TYPE_SLIDE, type ImagemKind } from '@portal/domain';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { badInput } from '../../platform/errors.js';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '../../platform/storage/processing/limits.js';
import { readObject } from '../../platform/storage/processing/read-object.js';
import { arquivos } from '../../platform/storage/storage.tables.js';
import type { ObjectStore } from '../../platform/storage/types.js';

/*
 * The responsive images of slides and adverts (spec 02 §9 recommended sizes; issue #15: several
 * widths, modern formats). When a save names a new image, the variants are made (sharp: webp and
 * avif at each width of the kind not wider than the original) and stored BEFORE the save's
 * transaction, so the answer already serves them; the transaction then attaches the file. If the
 * transaction fails the variants are deleted again (the unattached upload stays the storage
 * cleanup's), and a replaced image is deleted with its variants after the commit.
 *
 * Names: `/api/imagens/<hash>-<largura>.<webp|avif>`, hash = sha256 of the arquivo's id, its bytes
 * and 128 random bits drawn at each preparation. Not secret (anyone signed in may see a slide), but
 * not enumerable (160 bits), and a new image is always a new name: the responses are cached for a
 * year, immutable.
 */

export const IMAGENS_PATH = '/api/imagens';
export const FORMATOS = ['webp', 'avif'] as const;
export type Formato = (typeof FORMATOS)[number];

/**
 * The object key of one variant: the original's key plus a suffix (keys.ts: derived objects)
 * naming the preparation's hash, so two saves preparing the same upload at once never write (or
 * clean up) each other's objects.
 */
export const varianteKey = (chave: string, hash: string, largura: number, formato: Formato) => `${chave}.${hash}.${largura}.${formato}`;

export const imagemUrl = (hash: string, largura: number, formato: Formato) => `${IMAGENS_PATH}/${hash}-${largura}.${formato}`;

/** A stored image as the rows keep it. */
export interface ImagemRef {
  arquivoId: string;
  hash: string;
  larguras: number[];
}

/** The GraphQL ImagemResponsiva of a stored image. */
export function imagemResponsiva(ref: ImagemRef | null, kind: ImagemKind) {
  if (!ref) return null;
  const set = (formato: Formato) => ref.larguras.map((w) => `${imagemUrl(ref.hash, w, formato)} ${w}w`).join(', ');
  // The src: the recommended width when made, else the widest made (a smaller original).
  const src = ref.larguras.includes(kind.largura) ? kind.largura : Math.max(...ref.larguras);
  return {
    id: ref.arquivoId,
    url: imagemUrl(ref.hash, src, 'webp'),
    srcSet: set('webp'),
    srcSetAvif: set('avif'),
    largura: kind.largura,
    altura: kind.altura,
  };
}

const invalida = () => badInput([{ field: 'arquivo', key: 'error.slide.imagem' }]);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An upload the caller may use as a new image: theirs, of the slides' fileType, not attached anywhere. */
async function uploadProprio(db: DbOrTx, usuarioId: number, arquivoId: string, lock: boolean) {
  if (!UUID_RE.test(arquivoId)) throw invalida();
  const q = db
    .select({ chave: arquivos.chave, tipoArquivo: arquivos.tipoArquivo, enviadoPorId: arquivos.enviadoPorId, anexadoEm: arquivos.anexadoEm })
    .from(arquivos)
    .where(eq(arquivos.id, arquivoId.toLowerCase()));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.tipoArquivo !== FILE_TYPE_SLIDE || row.enviadoPorId !== usuarioId || row.anexadoEm != null) throw invalida();
  return row;
}

/** The variants made for a save, to attach (or to delete when the save fails). */
export interface NovaImagem extends ImagemRef {
  chave: string;
}

/**
 * Checks the new image (the caller's own unattached upload, a JPEG, PNG or WebP by its bytes:
 * sharp reads the header, not the name) and makes and stores its variants.
 */
export async function prepararImagem(db: DbOrTx, store: ObjectStore, usuarioId: number, arquivoId: string, kind: ImagemKind): Promise<NovaImagem> {
  const { chave } = await uploadProprio(db, usuarioId, arquivoId, false);
  const bytes = await readObject(store, chave, IMAGE_MAX_BYTES);
  if (!bytes) throw invalida();
  let width: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || !meta.width) throw invalida();
    // Upright width: EXIF orientations 5..8 swap the sides.
    width = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width;
  } catch {
    throw invalida();
  }
  // Never enlarged: the widths the original covers; a small original gets the smallest width only.
  const made = kind.larguras.filter((w) => w <= width);
  const larguras = made.length ? made : [kind.larguras[0]!];
  const hash = createHash('sha256').update(arquivoId.toLowerCase()).update(bytes).update(randomBytes(16)).digest('hex').slice(0, 40);
  const written: string[] = [];
  try {
    for (const w of larguras) {
      const resized = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().resize({ width: w });
      const [webp, avif] = await Promise.all([resized.clone().webp({ quality: 80 }).toBuffer(), resized.clone().avif({ quality: 55, effort: 2 }).toBuffer()]);
      for (const [formato, buffer] of [['webp', webp], ['avif', avif]] as const) {
        const key = varianteKey(chave, hash, w, formato);
        await store.put(key, Readable.from(buffer));
        written.push(key);
      }
    }
  } catch (err) {
    await Promise.all(written.map((k) => store.delete(k)));
    throw err instanceof Error && err.message.includes('Input') ? badInput([{ field: 'arquivo', key: 'error.slide.imagemIlegivel' }]) : err;
  }
  return { arquivoId: arquivoId.toLowerCase(), hash, larguras, chave };
}

/** Inside the save's transaction: the upload is still the caller's and unattached (locked), then attached. */
export async function anexarImagem(tx: Tx, usuarioId: number, imagem: NovaImagem): Promise<void> {
  await uploadProprio(tx, usuarioId, imagem.arquivoId, true);
  await tx.update(arquivos).set({ anexadoEm: new Date() }).where(eq(arquivos.id, imagem.arquivoId));
}

/** Deletes an image's variants (a failed save's, or a replaced image's). */
export async function apagarVariantes(store: ObjectStore, imagem: { chave: string; hash: string; larguras: readonly number[] }): Promise<void> {
  await Promise.all(imagem.larguras.flatMap((w) => FORMATOS.map((f) => store.delete(varianteKey(imagem.chave, imagem.hash, w, f)))));
}

/** The store key of an arquivo (for a replaced image's variants). */
export async function chaveDoArquivo(db: DbOrTx, arquivoId: string): Promise<string | null> {
  const [row] = await db.select({ chave: arquivos.chave }).from(arquivos).where(eq(arquivos.id, arquivoId));
  return row?.chave ?? null;
}
