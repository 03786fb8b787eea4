import type { IntlShape } from 'react-intl';

/** A domain rule's issue (generic-rules.ts) in this catalog's words: `genericNotifications.error.<code>`. */
export function issueMessage(intl: IntlShape) {
  return (issue: { readonly code: 'required' | 'tooLong' | 'unknownPlaceholder' | 'invalidDate' | 'past'; readonly values?: Readonly<Record<string, string | number>> }) =>
    intl.formatMessage({ id: `genericNotifications.error.${issue.code}` }, issue.values);
}
