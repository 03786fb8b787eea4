import { LIMITS } from '@portal/domain';
import type { Importacao } from './imports.queries';

/** The user import's REST routes (apps/server/src/modules/imports/imports.routes.ts). */
export const IMPORT_USERS_URL = '/import/users';
export const MODELO_URL = `${IMPORT_USERS_URL}/modelo`;
export const errosUrl = (id: string) => `${IMPORT_USERS_URL}/${encodeURIComponent(id)}/erros`;

/** What the server takes (decimal MB, as its messages say). */
export const IMPORT_MAX_BYTES = LIMITS.importMaxBytes;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / 1_000_000;
/** What the file picker offers: .xlsx only (spec 01 §5 "import accepts .xlsx only"). */
export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface RestDeps {
  readonly getAccessToken: () => Promise<string | null>;
  readonly getLocale: () => string;
  readonly fetch?: typeof fetch;
}

/** A refused request, with the server's translated message when it sent one. */
export class ImportRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a chosen file is not sent (the server judges the bytes again): not an .xlsx by its name,
 * or above the size limit.
 */
export function xlsxRefusal(file: { name: string; size: number }): 'notXlsx' | 'tooLarge' | null {
  if (!/\.xlsx$/i.test(file.name)) return 'notXlsx';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

async function headers(deps: RestDeps, accept: string): Promise<Record<string, string>> {
  const token = await deps.getAccessToken();
  return { Accept: accept, 'Accept-Language': deps.getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

async function refusal(res: Response): Promise<ImportRequestError> {
  const json = (await res.json().catch(() => null)) as { message?: string } | null;
  return new ImportRequestError(res.status, json?.message ?? '');
}

/** POST /import/users with the `file` part; resolves the new import (RECEIVED). */
export async function enviarPlanilha(file: File, deps: RestDeps): Promise<Importacao> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await (deps.fetch ?? fetch)(IMPORT_USERS_URL, { method: 'POST', headers: await headers(deps, 'application/json'), body });
  if (!res.ok) throw await refusal(res);
  return (await res.json()) as Importacao;
}

/** The file name of a `Content-Disposition` (the UTF-8 form first, RFC 6266). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      /* a malformed name: the plain one below */
    }
  }
  return (disposition && /filename="([^"]+)"/i.exec(disposition)?.[1]) || fallback;
}

/**
 * Saves what an authenticated GET answers as a file (the routes need the bearer token, so a plain
 * link cannot fetch them): the body as a blob, saved under the server's file name.
 */
export async function baixarArquivo(url: string, fallbackName: string, deps: RestDeps): Promise<string> {
  const res = await (deps.fetch ?? fetch)(url, { headers: await headers(deps, '*/*') });
  if (!res.ok) throw await refusal(res);
  const nome = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = nome;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Let go of the blob once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return nome;
}
