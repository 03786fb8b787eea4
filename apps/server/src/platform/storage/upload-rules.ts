import {
  FEATURES,
  FILE_TYPE_COMUNICADO,
  FILE_TYPE_LIBRARY,
  LIBRARY_EXTENSIONS,
  LIBRARY_UPLOAD_MAX_BYTES,
  NOTICE_LIMITS,
  FILE_TYPE_SLIDE,
  SLIDE_IMAGE_EXTENSIONS,
  SLIDE_IMAGE_MAX_BYTES,
  canAccess,
  type AccessRule,
  type AccessSubject,
} from '@portal/domain';

/** What an upload of one fileType (the `info.fileType` of POST /api/upload) may be, and who may send it. */
export interface UploadRule {
  /** Largest file, bytes. */
  maxBytes: number;
  /** Allowed extensions, with the content types the bytes must show (null: plain text). */
  extensions: Readonly<Record<string, readonly string[] | null>>;
  /** Who may upload files of this type (checked like the GraphQL @auth ACCESS policy). */
  access: AccessRule;
}

/**
 * The file types the upload endpoints accept (spec 02 §7 REST: fileType LIBRARY; COMUNICADO for
 * notice attachments). Later areas (slides) add theirs here.
 */
export const UPLOAD_RULES: Readonly<Record<string, UploadRule>> = {
  [FILE_TYPE_LIBRARY]: {
    maxBytes: LIBRARY_UPLOAD_MAX_BYTES,
    extensions: LIBRARY_EXTENSIONS,
    access: { features: [FEATURES.PORTAL_GERENCIAR_BIBLIOTECA] },
  },
  // Notice attachments: the library's formats (nothing a browser could run), an e-mail-sized
  // limit per file; the per-notice count and total are checked when a notice is saved.
  [FILE_TYPE_COMUNICADO]: {
    maxBytes: NOTICE_LIMITS.attachmentMaxBytes,
    extensions: LIBRARY_EXTENSIONS,
    access: { features: [FEATURES.PORTAL_CRIACAO_COMUNICADOS, FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] },
  },
  // Slide and advert images: raster images only; resized when a slide or advert is saved.
  [FILE_TYPE_SLIDE]: {
    maxBytes: SLIDE_IMAGE_MAX_BYTES,
    extensions: SLIDE_IMAGE_EXTENSIONS,
    access: { features: [FEATURES.PORTAL_MANUTENCAO_SLIDES, FEATURES.PORTAL_MANUTENCAO_ANUNCIOS] },
  },
};

/** The rule of a fileType, or null for one we do not know. */
export function uploadRule(fileType: unknown): UploadRule | null {
  return typeof fileType === 'string' && Object.hasOwn(UPLOAD_RULES, fileType) ? UPLOAD_RULES[fileType]! : null;
}

/** The file types a user may upload (empty: the upload endpoints refuse the user before any byte). */
export function uploadRulesFor(user: AccessSubject): UploadRule[] {
  return Object.values(UPLOAD_RULES).filter((rule) => canAccess(user, rule.access));
}

/** A rule's limit, lowered by the UPLOAD_MAX_BYTES setting when that is set. */
export function effectiveMaxBytes(rule: UploadRule, cap: number | undefined): number {
  return cap === undefined ? rule.maxBytes : Math.min(rule.maxBytes, cap);
}

/** Content types the extension may show under any of the rules; null when none allows it; 'text' for plain text. */
export function allowedContent(rules: readonly UploadRule[], ext: string): { types: Set<string>; text: boolean } | null {
  const types = new Set<string>();
  let text = false;
  let allowed = false;
  for (const rule of rules) {
    if (!Object.hasOwn(rule.extensions, ext)) continue;
    allowed = true;
    const expected = rule.extensions[ext];
    if (expected === null) text = true;
    else expected?.forEach((t) => types.add(t));
  }
  return allowed ? { types, text } : null;
}
