/** The virtual library's shared vocabulary and rules (spec 02 §3, §4, §5, §9). */

/** Access levels of a folder permission (spec 02 §3 "Access levels"). */
export const PERMISSOES_ACESSO_PASTA = ['LEITURA', 'LEITURA_ESCRITA'] as const;
export type PermissaoAcessoPasta = (typeof PERMISSOES_ACESSO_PASTA)[number];

/**
 * One level per group out of a list of grants where a group may appear more than once: write
 * wins over read for the same group (spec 02 §3). Keys keep their first appearance's order.
 */
export function levelPerGroup<K>(grants: Iterable<readonly [K, PermissaoAcessoPasta]>): Map<K, PermissaoAcessoPasta> {
  const levels = new Map<K, PermissaoAcessoPasta>();
  for (const [group, level] of grants) {
    if (level === 'LEITURA_ESCRITA' || !levels.has(group)) levels.set(group, level);
  }
  return levels;
}

/** Largest file the library accepts, bytes (spec 02 §9). */
export const LIBRARY_UPLOAD_MAX_BYTES = 900_000_000;

/** Longest item name, characters (a file-system name limit; the spec gives none). */
export const LIBRARY_NAME_MAX_CHARS = 255;

/**
 * Characters an item name may not hold: `/` and `\` (a name must never read as a path, in the
 * breadcrumb, a download's file name or a zip of a folder) and control characters (invisible,
 * and line breaks split a name in headers and logs).
 */
const LIBRARY_NAME_FORBIDDEN = /[/\\\p{Cc}]/u;

/** Why an item name is refused (each has its message on the server and in the web). */
export type LibraryNameProblem = 'required' | 'tooLong' | 'forbiddenCharacter';

/**
 * The rule of a folder's or file's name (create, rename, attach): trimmed, required, at most
 * LIBRARY_NAME_MAX_CHARS, none of the forbidden characters. null when the name is acceptable.
 */
export function libraryNameProblem(nome: string): LibraryNameProblem | null {
  const trimmed = nome.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > LIBRARY_NAME_MAX_CHARS) return 'tooLong';
  if (LIBRARY_NAME_FORBIDDEN.test(trimmed)) return 'forbiddenCharacter';
  return null;
}

/** The root location: a sentinel in the forms, null in the API (spec 02 §9). */
export const ROOT_FOLDER_SENTINEL = '0';

/** fileType of POST /api/upload for library files (spec 02 §7 REST). */
export const FILE_TYPE_LIBRARY = 'LIBRARY';

/**
 * Extensions the library accepts, with the content type the bytes must show. `null` means the
 * format has no signature (plain text): its bytes must then be text, never a binary of another
 * kind. Anything that a browser could run (HTML, SVG, JS) is left out on purpose.
 */
export const LIBRARY_EXTENSIONS: Readonly<Record<string, readonly string[] | null>> = {
  pdf: ['application/pdf'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  ppt: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  odt: ['application/vnd.oasis.opendocument.text', 'application/zip'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet', 'application/zip'],
  odp: ['application/vnd.oasis.opendocument.presentation', 'application/zip'],
  zip: ['application/zip'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  mp4: ['video/mp4'],
  mov: ['video/quicktime'],
  mp3: ['audio/mpeg'],
  txt: null,
  csv: null,
};

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(nome: string): string {
  const dot = nome.lastIndexOf('.');
  return dot <= 0 ? '' : nome.slice(dot + 1).toLowerCase();
}

/** Whether the library accepts a file of this name (by extension; the server checks the bytes too). */
export function isLibraryExtensionAllowed(nome: string): boolean {
  return Object.hasOwn(LIBRARY_EXTENSIONS, extensionOf(nome));
}

/** Image files open in the viewer and get a thumbnail. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/** Whether a file name is an image the viewer shows. */
export function isImageName(nome: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(nome));
}
