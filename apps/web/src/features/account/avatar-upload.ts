/**
 * The avatar's upload (POST /api/minha-conta/avatar, apps/server/src/modules/account/avatar.routes.ts):
 * the image itself is the body, with its own Content-Type. GraphQL carries no files, so this is
 * a plain fetch with what the Apollo link sends on every request (lib/apollo/client.ts): the
 * session's bearer token and the language on screen, and one retry after renewing the session
 * when the token is refused.
 */

/** The server's limit (avatar.storage.ts AVATAR_MAX_BYTES), checked here before sending. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
/** The types the server keeps; it checks the bytes, the client checks the file's declared type. */
export const AVATAR_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

export const AVATAR_UPLOAD_URL = '/api/minha-conta/avatar';

/** Why a chosen file is refused before any upload. */
export type AvatarFileProblem = 'type' | 'size' | 'empty';

/** The client's repeat of the server's checks: PNG, JPEG or WebP, not empty, at most 2 MB. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!AVATAR_MIME_TYPES.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

interface ErrorBody {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly fields?: unknown;
}

/**
 * A refusal of the upload. The REST route answers `{ code, message, fields }`; it is kept in the
 * shape of a GraphQL error (`graphQLErrors[0].extensions.fields`) so the shared error helpers
 * (serverMessage, fieldErrors, applyServerFieldErrors) read it as they read any API refusal.
 */
export class AvatarUploadError extends Error {
  readonly graphQLErrors: readonly { message: string; extensions: Record<string, unknown> }[];

  constructor(
    readonly status: number,
    body: ErrorBody | null,
  ) {
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    super(message ?? `avatar upload failed: HTTP ${status}`);
    this.name = 'AvatarUploadError';
    this.graphQLErrors = message
      ? [{ message, extensions: { code: body?.code, ...(Array.isArray(body?.fields) ? { fields: body.fields } : {}) } }]
      : [];
  }
}

export interface AvatarUploadDeps {
  readonly getAccessToken: () => Promise<string | null>;
  readonly getLocale: () => string;
  /** Token refused: renew the session; true when a retry makes sense. */
  readonly recover: () => Promise<boolean>;
  readonly fetch?: typeof fetch;
}

async function bodyOf(res: Response): Promise<ErrorBody | null> {
  try {
    return (await res.json()) as ErrorBody;
  } catch {
    return null;
  }
}

/** Sends the image; resolves the new avatar link, or rejects with an AvatarUploadError. */
export async function uploadAvatar(file: File, deps: AvatarUploadDeps): Promise<string | null> {
  const doFetch = deps.fetch ?? fetch;
  const send = async () => {
    const token = await deps.getAccessToken();
    return doFetch(AVATAR_UPLOAD_URL, {
      method: 'POST',
      headers: {
        'Content-Type': file.type,
        'Accept-Language': deps.getLocale(),
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  };
  let res = await send();
  if (res.status === 401 && (await deps.recover())) res = await send();
  if (!res.ok) throw new AvatarUploadError(res.status, await bodyOf(res));
  const body = (await res.json()) as { avatarLink?: string | null };
  return body.avatarLink ?? null;
}
