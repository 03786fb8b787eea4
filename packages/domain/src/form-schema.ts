import type { z } from 'zod';
import type { FormIssue } from './form-issues.js';
import { issuePath } from './users/user-form-schema.js';

/** How a form turns an issue into the text it shows; by default the issue's code. */
export type IssueMessage<I extends FormIssue> = (issue: I) => string;

/**
 * A zod schema that reports a rule function's issues, each on its field's path, its message
 * `message(issue)` and its params the issue's values. The rule functions stay plain (the server
 * runs them without zod); the forms get a schema for zodResolver.
 */
export function refineWithIssues<S extends z.ZodType, I extends FormIssue>(
  shape: S,
  check: (value: z.output<S>) => readonly I[],
  message: IssueMessage<I> = (issue) => issue.code,
) {
  return shape.superRefine((value, ctx) => {
    for (const issue of check(value)) {
      ctx.addIssue({ code: 'custom', path: issuePath(issue.field), message: message(issue), params: issue.values ?? {} });
    }
  });
}
