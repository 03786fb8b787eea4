import { useIntl } from 'react-intl';

/** What names a notice: its number ("12/2026", null before delivery) and, for an errata, its original's. */
export interface NumberedNotice {
  readonly numero?: string | null;
  readonly errata?: boolean;
  readonly original?: { readonly numero?: string | null } | null;
}

/**
 * How a notice is named wherever it appears (issue #14: "shown everywhere the notice is named"):
 * "Comunicado 12/2026"; an errata "Errata do comunicado 12/2026" (its original's number), with its
 * own number in front once it has one. Null for a notice not yet delivered that is no errata.
 */
export function useNoticeNumberLabel(): (notice: NumberedNotice) => string | null {
  const intl = useIntl();
  return ({ numero, errata, original }) => {
    const of = errata ? original?.numero : null;
    if (of && numero) return intl.formatMessage({ id: 'notices.number.errataNumbered' }, { numero, original: of });
    if (of) return intl.formatMessage({ id: 'notices.number.errata' }, { original: of });
    if (numero) return intl.formatMessage({ id: 'notices.number' }, { numero });
    return errata ? intl.formatMessage({ id: 'notices.number.errataUnknown' }) : null;
  };
}
