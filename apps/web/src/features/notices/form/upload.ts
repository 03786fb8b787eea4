import { FILE_TYPE_COMUNICADO, NOTICE_LIMITS } from '@portal/domain';
import type { AnexoForm } from './form-state';
import type { MessageId } from '../../../lib/intl/catalogs';

/** The one-shot upload route (platform/storage/upload.routes.ts). */
export const UPLOAD_URL = '/api/upload';

export interface UploadDeps {
  readonly getAccessToken: () => Promise<string | null>;
  readonly getLocale: () => string;
  readonly fetch?: typeof fetch;
}

/** A refused upload, with the server's translated message when it sent one. */
export class NoticeUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Sends one attachment (fileType COMUNICADO); resolves the stored file's id. */
export async function uploadAnexo(file: File, deps: UploadDeps): Promise<string> {
  const token = await deps.getAccessToken();
  const body = new FormData();
  body.append('info', JSON.stringify({ fileType: FILE_TYPE_COMUNICADO }));
  body.append('file', file, file.name);
  const res = await (deps.fetch ?? fetch)(UPLOAD_URL, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': deps.getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const json = (await res.json().catch(() => null)) as { id?: string; message?: string } | null;
  if (!res.ok || !json?.id) throw new NoticeUploadError(res.status, json?.message ?? '');
  return json.id;
}

/** Why a file may not join the attachments (catalog id + values), or null. */
export function refusal(file: { name: string; size: number }, current: readonly AnexoForm[]): { id: MessageId; values: Record<string, string | number> } | null {
  const mb = (b: number) => Math.round(b / (1024 * 1024));
  if (current.some((a) => a.nome === file.name && a.tamanho === file.size)) return { id: 'noticesForm.attachments.duplicate', values: { nome: file.name } };
  if (current.length >= NOTICE_LIMITS.attachmentsMax) return { id: 'noticesForm.attachments.tooMany', values: { max: NOTICE_LIMITS.attachmentsMax } };
  if (file.size > NOTICE_LIMITS.attachmentMaxBytes) return { id: 'noticesForm.attachments.tooLarge', values: { nome: file.name, max: mb(NOTICE_LIMITS.attachmentMaxBytes) } };
  const total = current.reduce((sum, a) => sum + a.tamanho, 0) + file.size;
  if (total > NOTICE_LIMITS.attachmentsTotalMaxBytes) return { id: 'noticesForm.attachments.totalTooLarge', values: { nome: file.name, max: mb(NOTICE_LIMITS.attachmentsTotalMaxBytes) } };
  return null;
}
