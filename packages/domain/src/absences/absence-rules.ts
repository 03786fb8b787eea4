import { isIsoDate } from '../calendar.js';
import { LIMITS } from '../constants.js';
import type { FormIssue } from '../form-issues.js';

/**
 * The temporary-absence rules (spec 01 §5), pure: the web's form runs them while the user types,
 * the server runs the same functions (checkAbsenceFormat as it parses the input, checkAbsenceDates
 * once it knows the stored absence). Both dates given and real, the start not earlier than today,
 * the return not before the start (nor before today), and a justification of at least
 * LIMITS.justificationMinChars characters. An absence already under way keeps its start, so it
 * can be extended or shortened. The spec says "justification (where asked)": the portal asks it
 * on every absence, since an absence hides the user from notices and approvals and whoever reads
 * the history later must see why. The server turns a code into its `error.ausencia.*` key, the
 * web into `absences.error.<code>`.
 */

/** Longest justification kept: a paragraph, not a document (the spec gives only the minimum). */
export const MOTIVO_MAX_CHARS = 1000;

export type AbsenceField = 'dataInicio' | 'dataRetorno' | 'motivo';

export type AbsenceIssueCode =
  | 'required'
  | 'invalidDate'
  | 'startPast'
  | 'returnPast'
  | 'returnBeforeStart'
  | 'reasonShort'
  | 'reasonLong';

export type AbsenceIssue = FormIssue<AbsenceField, AbsenceIssueCode>;

export interface AbsenceValues {
  readonly dataInicio: string;
  readonly dataRetorno: string;
  readonly motivo: string;
}

export interface AbsenceContext {
  /** The portal's calendar day (portalToday()), YYYY-MM-DD. */
  readonly today: string;
  /** When editing: the stored start, which may stay as it is even if already past. */
  readonly storedStart?: string | null;
}

/** Characters as the rules count them (code points), on the trimmed text. */
export function motivoLength(motivo: string): number {
  return [...motivo.trim()].length;
}

function date(field: 'dataInicio' | 'dataRetorno', value: string, issues: AbsenceIssue[]): string | null {
  const v = value.trim();
  if (!v) issues.push({ field, code: 'required' });
  else if (!isIsoDate(v)) issues.push({ field, code: 'invalidDate' });
  else return v;
  return null;
}

/** The rules that need no clock and no stored absence, every problem at once. */
export function checkAbsenceFormat(values: AbsenceValues): AbsenceIssue[] {
  const issues: AbsenceIssue[] = [];
  const inicio = date('dataInicio', values.dataInicio, issues);
  const retorno = date('dataRetorno', values.dataRetorno, issues);
  if (inicio && retorno && retorno < inicio) issues.push({ field: 'dataRetorno', code: 'returnBeforeStart' });
  const length = motivoLength(values.motivo);
  const min = LIMITS.justificationMinChars;
  if (length === 0) issues.push({ field: 'motivo', code: 'required' });
  else if (length < min) issues.push({ field: 'motivo', code: 'reasonShort', values: { min } });
  else if (length > MOTIVO_MAX_CHARS) issues.push({ field: 'motivo', code: 'reasonLong', values: { max: MOTIVO_MAX_CHARS } });
  return issues;
}

/**
 * The rules against today: the start not earlier than today unless it is the stored start (an
 * absence under way), and the return not before today (reachable when the start is kept). Dates
 * that are missing, not real or out of order are checkAbsenceFormat's.
 */
export function checkAbsenceDates(values: AbsenceValues, { today, storedStart }: AbsenceContext): AbsenceIssue[] {
  const inicio = values.dataInicio.trim();
  const retorno = values.dataRetorno.trim();
  const issues: AbsenceIssue[] = [];
  if (isIsoDate(inicio) && inicio < today && inicio !== storedStart) issues.push({ field: 'dataInicio', code: 'startPast' });
  const ordered = !isIsoDate(inicio) || retorno >= inicio;
  if (isIsoDate(retorno) && ordered && retorno < today) issues.push({ field: 'dataRetorno', code: 'returnPast' });
  return issues;
}

/** Every problem of the form at once, each on its field. */
export function checkAbsence(values: AbsenceValues, context: AbsenceContext): AbsenceIssue[] {
  // Never two on one field: the date rules judge only real dates in order, the format the rest.
  return [...checkAbsenceFormat(values), ...checkAbsenceDates(values, context)];
}
