import { isIsoDate, type UserIssue, type UserIssueCode } from '@portal/domain';
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../../lib/intl/catalogs';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';

/** Issues the web adds to the domain's: values another user already holds (the API's CONFLICT). */
export type WebIssueCode = UserIssueCode | 'emailDuplicado' | 'cpfDuplicado';
export interface WebIssue extends Omit<UserIssue, 'code'> {
  readonly code: WebIssueCode;
}

/** Dates travel as YYYY-MM-DD; a message shows them as the reader's locale writes dates. */
function displayValues(intl: IntlShape, values: Record<string, string | number> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    out[k] = typeof v === 'string' && isIsoDate(v) ? intl.formatDate(`${v}T12:00:00`, { dateStyle: 'short' }) : v;
  }
  return out;
}

/**
 * Translates a rule problem of the user form: `required` is the generic required message, the
 * rest `users.error.<code>` with the issue's values and the portal's dealer/brand/group labels.
 */
export function useIssueMessage(): (issue: WebIssue) => string {
  const intl = useIntl();
  const labels = usePortalLabels();
  return useCallback(
    (issue: WebIssue) => {
      const id = (issue.code === 'required' ? 'form.required' : `users.error.${issue.code}`) as MessageId;
      return intl.formatMessage({ id }, { ...labels, ...displayValues(intl, issue.values) });
    },
    [intl, labels],
  );
}
