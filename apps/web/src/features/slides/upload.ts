import { FILE_TYPE_SLIDE, SLIDE_IMAGE_EXTENSIONS, SLIDE_IMAGE_MAX_BYTES } from '@portal/domain';

/** The one-shot upload route (platform/storage/upload.routes.ts). */
export const UPLOAD_URL = '/api/upload';

/** What the file picker offers: the formats the server accepts. */
export const IMAGE_ACCEPT = [...new Set(Object.values(SLIDE_IMAGE_EXTENSIONS).flat())].join(',');

export const IMAGE_MAX_MB = Math.round(SLIDE_IMAGE_MAX_BYTES / (1024 * 1024));

export interface UploadDeps {
  readonly getAccessToken: () => Promise<string | null>;
  readonly getLocale: () => string;
  readonly fetch?: typeof fetch;
}

/** A refused upload, with the server's translated message when it sent one. */
export class ImageUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a file may not be sent (before spending the upload): not one of the accepted formats by its
 * extension, or larger than the limit. The server checks the bytes again when the form is saved.
 */
export function imageRefusal(file: { name: string; size: number }): 'notImage' | 'tooLarge' | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!Object.hasOwn(SLIDE_IMAGE_EXTENSIONS, ext)) return 'notImage';
  if (file.size > SLIDE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Sends one image (fileType SLIDE, for slides and adverts alike); resolves the stored file's id. */
export async function uploadImagem(file: File, deps: UploadDeps): Promise<string> {
  const token = await deps.getAccessToken();
  const body = new FormData();
  body.append('info', JSON.stringify({ fileType: FILE_TYPE_SLIDE }));
  body.append('file', file, file.name);
  const res = await (deps.fetch ?? fetch)(UPLOAD_URL, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': deps.getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const json = (await res.json().catch(() => null)) as { id?: string | number; message?: string } | null;
  if (!res.ok || json?.id == null) throw new ImageUploadError(res.status, json?.message ?? '');
  return String(json.id);
}
