import type { SlideIssue } from '@portal/domain';
import type { IntlShape } from 'react-intl';

/** A domain rule's issue (slides/slide-rules.ts) in this catalog's words: `slides.error.<code>`. */
export function issueMessage(intl: IntlShape) {
  return (issue: SlideIssue) => intl.formatMessage({ id: `slides.error.${issue.code}` }, issue.values);
}
