import { z } from 'zod';
import { refineWithIssues, type IssueMessage } from '../form-schema.js';
import { checkAbsence, type AbsenceContext, type AbsenceIssue } from './absence-rules.js';

/** The absence form's schema (zodResolver) over checkAbsence, the rules the server runs. */
export function absenceFormSchema(context: AbsenceContext, message?: IssueMessage<AbsenceIssue>) {
  const shape = z.object({ dataInicio: z.string(), dataRetorno: z.string(), motivo: z.string() });
  return refineWithIssues(shape, (v) => checkAbsence(v, context), message);
}
