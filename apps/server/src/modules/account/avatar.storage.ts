import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * Avatar files on local disk under DATA_DIR/avatars (no table of their own: usuarios.avatar_link
 * points at the file). Names are `<user id>-<128 random bits>.<ext>`: a new name per upload, so
 * a file never changes and may be cached for good, and nobody can guess another user's file.
 */

/** Largest avatar accepted, bytes; enforced while the body streams in (avatar.routes.ts). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The image types accepted, by file extension; the type always comes from the bytes. */
export const AVATAR_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type AvatarExt = keyof typeof AVATAR_TYPES;

/** Where avatars are served (GET /api/avatars/:file). */
export const AVATAR_URL_PREFIX = '/api/avatars/';

const NAME_RE = /^\d{1,10}-[0-9a-f]{32}\.(png|jpg|webp)$/;

/**
 * The image type by its magic bytes (never by the name or the declared Content-Type):
 * PNG signature, JPEG SOI marker, or a RIFF container of type WEBP. Null for anything else.
 */
export function sniffImage(bytes: Uint8Array): AvatarExt | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The file name of a link, when the link is one of our avatar files; null otherwise (external URLs). */
export function avatarFileOf(link: string | null | undefined): string | null {
  if (!link?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = link.slice(AVATAR_URL_PREFIX.length);
  return NAME_RE.test(name) ? name : null;
}

/** The path of a served file name, or null for any name we never write (no traversal possible). */
export function avatarPath(dir: string, name: string): { file: string; type: string; ext: AvatarExt } | null {
  if (!NAME_RE.test(name)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1) as AvatarExt;
  return { file: path.join(dir, name), type: AVATAR_TYPES[ext], ext };
}

/**
 * Writes a new avatar file and returns its name. Written under a temporary name and renamed, so
 * a reader never sees half a file.
 */
export async function storeAvatar(dir: string, usuarioId: number, bytes: Uint8Array, ext: AvatarExt): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${usuarioId}-${randomBytes(16).toString('hex')}.${ext}`;
  const tmp = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(tmp, bytes, { flag: 'wx' });
  await fs.rename(tmp, path.join(dir, name));
  return name;
}

/** Deletes an avatar file; one already gone is fine (a retry, or another instance). */
export async function deleteAvatar(dir: string, name: string | null): Promise<void> {
  if (!name || !NAME_RE.test(name)) return;
  await fs.rm(path.join(dir, name), { force: true });
}
