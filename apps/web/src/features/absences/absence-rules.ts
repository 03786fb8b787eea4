import { isIsoDate, LIMITS } from '@portal/domain';

/**
 * The client's repeat of the temporary-absence rules (spec 01 §5; the server's are in
 * apps/server/src/modules/absences/absences.input.ts and absences.service.ts): both dates given,
 * the start not earlier than today, the return not before the start (nor before today), and a
 * justification of at least LIMITS.justificationMinChars characters. An absence already under
 * way keeps its start, as on the server, so it can be extended or shortened.
 */

/** The server's longest justification (absences.input.ts MOTIVO_MAX_CHARS). */
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

export interface AbsenceIssue {
  readonly field: AbsenceField;
  readonly code: AbsenceIssueCode;
  readonly values?: Readonly<Record<string, number>>;
}

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

/** Characters as the server counts them (code points), on the trimmed text. */
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

/** Every problem of the form at once, each on its field. */
export function checkAbsence(values: AbsenceValues, { today, storedStart }: AbsenceContext): AbsenceIssue[] {
  const issues: AbsenceIssue[] = [];
  const inicio = date('dataInicio', values.dataInicio, issues);
  const retorno = date('dataRetorno', values.dataRetorno, issues);
  if (inicio && inicio < today && inicio !== storedStart) issues.push({ field: 'dataInicio', code: 'startPast' });
  if (inicio && retorno && retorno < inicio) issues.push({ field: 'dataRetorno', code: 'returnBeforeStart' });
  else if (retorno && retorno < today) issues.push({ field: 'dataRetorno', code: 'returnPast' });
  const length = motivoLength(values.motivo);
  const min = LIMITS.justificationMinChars;
  if (length === 0) issues.push({ field: 'motivo', code: 'required' });
  else if (length < min) issues.push({ field: 'motivo', code: 'reasonShort', values: { min } });
  else if (length > MOTIVO_MAX_CHARS) issues.push({ field: 'motivo', code: 'reasonLong', values: { max: MOTIVO_MAX_CHARS } });
  return issues;
}
