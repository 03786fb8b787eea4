/**
 * Notices (comunicados), spec 02: the statuses and the limits both the server and the web apply.
 * The spec gives the 1-hour scheduling lead and the 15-character rejection reason; it says the
 * attachment limits exist without their values, so these are the portal's (stated in the README
 * and on the form).
 */

/**
 * A notice's status (spec 02 §4). "Approved" is not a state of its own: an approval moves the
 * notice on to AGENDADO or ENVIADO. Archived, read and unread belong to a delivery.
 */
export const STATUS_COMUNICADO = ['RASCUNHO', 'EM_APROVACAO', 'REJEITADO', 'AGENDADO', 'ENVIADO'] as const;
export type StatusComunicado = (typeof STATUS_COMUNICADO)[number];

/** E-mail delivery of a single address: PENDENTE until the notice is delivered. */
export const STATUS_EMAIL_AVULSO = ['PENDENTE', 'NA_FILA', 'ENVIADO', 'FALHOU'] as const;
export type StatusEmailAvulso = (typeof STATUS_EMAIL_AVULSO)[number];

/** fileType of POST /api/upload for notice attachments (their rule: platform/storage upload-rules.ts). */
export const FILE_TYPE_COMUNICADO = 'COMUNICADO';

export const NOTICE_LIMITS = {
  /** Scheduling: at least this far ahead of now (spec 02 §9). */
  schedulingLeadMs: 60 * 60 * 1000,
  /** Rejection reason, trimmed (spec 02 §9 "Justification minimum"). */
  rejectionReasonMinChars: 15,
  /** One attachment at most 25 MB, and all of a notice's at most 50 MB (an e-mail-sized notice). */
  attachmentMaxBytes: 25 * 1024 * 1024,
  attachmentsTotalMaxBytes: 50 * 1024 * 1024,
  /** At most 20 attachments. */
  attachmentsMax: 20,
  titleMaxChars: 200,
  /** The message's stored HTML. */
  messageMaxChars: 100_000,
  tagMaxChars: 40,
  tagsMax: 20,
  /** Single e-mail addresses per notice. */
  emailsMax: 500,
  /** A reminder to the pending people at most once a day per notice. */
  reminderIntervalMs: 24 * 60 * 60 * 1000,
} as const;

/** How a notice is named everywhere: "12/2026" (its number within its year), or null before delivery. */
export function noticeNumber(ano: number | null | undefined, numero: number | null | undefined): string | null {
  return ano != null && numero != null ? `${numero}/${ano}` : null;
}
