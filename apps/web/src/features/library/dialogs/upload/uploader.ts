import { FILE_TYPE_LIBRARY } from '@portal/domain';
import type { HttpResponse } from 'tus-js-client';

/** Sends one file and resolves with the stored file's id (the arquivo id uploadArquivos takes). */
export type Uploader = (file: File, options: UploadCallOptions) => Promise<string>;

export interface UploadCallOptions {
  readonly onProgress: (sent: number, total: number) => void;
  /** Aborting stops the transfer and asks the server to drop what it received. */
  readonly signal: AbortSignal;
}

/** The resumable upload endpoint (tus 1.0). */
export const TUS_ENDPOINT = '/api/upload/tus';

/** The response header carrying the stored file's id once the last byte arrived. */
export const ARQUIVO_ID_HEADER = 'Upload-Arquivo-Id';

/**
 * Pauses before each new try after a dropped connection: the upload then resumes from the
 * offset the server holds (HEAD, then PATCH from there) instead of starting over.
 */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];

/** Parts of at most 50 MiB, so a proxy's body limit never refuses a PATCH of a 900 MB file. */
export const CHUNK_BYTES = 50 * 1024 * 1024;

export interface TusUploaderDeps {
  /** A fresh access token for each request (a long upload outlives one token). */
  readonly getAccessToken: () => Promise<string | null>;
  readonly getLocale: () => string;
}

/** The browser's uploader: tus resumable upload with the library's metadata and the bearer token. */
export function createTusUploader({ getAccessToken, getLocale }: TusUploaderDeps): Uploader {
  return async (file, { onProgress, signal }) => {
    // tus-js-client is fetched when an upload starts, not with the library screen.
    const { Upload } = await import('tus-js-client');
    return new Promise<string>((resolve, reject) => {
      let arquivoId: string | undefined;
      const remember = (res: HttpResponse) => {
        arquivoId = res.getHeader(ARQUIVO_ID_HEADER) ?? arquivoId;
      };
      const upload = new Upload(file, {
        endpoint: TUS_ENDPOINT,
        metadata: { filename: file.name, fileType: FILE_TYPE_LIBRARY },
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        // Resumes within this page (retries after a cut); not across page loads: the upload list
        // that would show it lives in this page only.
        storeFingerprintForResuming: false,
        onBeforeRequest: async (req) => {
          const token = await getAccessToken();
          if (token) req.setHeader('Authorization', `Bearer ${token}`);
          req.setHeader('Accept-Language', getLocale());
        },
        onAfterResponse: (_req, res) => remember(res),
        onProgress,
        onSuccess: ({ lastResponse }) => {
          remember(lastResponse);
          if (arquivoId) resolve(arquivoId);
          else reject(new Error(`upload finished without ${ARQUIVO_ID_HEADER}`));
        },
        onError: reject,
      });
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      signal.addEventListener(
        'abort',
        () => {
          void upload.abort(true).catch(() => undefined);
          reject(signal.reason);
        },
        { once: true },
      );
      upload.start();
    });
  };
}
