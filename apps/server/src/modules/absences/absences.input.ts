import { checkAbsenceFormat, type AbsenceIssue, type AbsenceIssueCode } from '@portal/domain';
import { parseId } from '../../platform/db/ids.js';
import { badInput, type FieldError } from '../../platform/errors.js';

/** The GraphQL AusenciaTemporariaInput as it arrives. */
export interface AusenciaInput {
  id?: string | null;
  usuarioId: string;
  dataInicio?: string | null;
  dataRetorno?: string | null;
  motivo?: string | null;
}

/** An absence ready for the rules that need the database (today, overlaps, ownership). */
export interface AusenciaData {
  id: number | null;
  usuarioId: number;
  dataInicio: string;
  dataRetorno: string;
  motivo: string;
}

/** The key the API reports for each code of the domain's absence rules. */
const ISSUE_KEY: Record<AbsenceIssueCode, FieldError['key']> = {
  required: 'error.required',
  invalidDate: 'error.ausencia.dataInvalida',
  startPast: 'error.ausencia.inicioPassado',
  returnPast: 'error.ausencia.retornoPassado',
  returnBeforeStart: 'error.ausencia.retornoAntesInicio',
  reasonShort: 'error.ausencia.motivoCurto',
  reasonLong: 'error.ausencia.motivoLongo',
};

/** An absence rule's issue as the API reports it. */
export const absenceFieldError = (issue: AbsenceIssue): FieldError => ({ field: issue.field, key: ISSUE_KEY[issue.code], values: issue.values });

/**
 * The absence rules of spec 01 §5 that need no clock and no database (the domain's
 * checkAbsenceFormat, the form's too): both dates given and real, return not before start,
 * justification within its limits. All problems at once; the rules against today are the
 * service's (checkAbsenceDates), once it knows the stored start.
 */
export function parseAusenciaInput(input: AusenciaInput): AusenciaData {
  const values = { dataInicio: input.dataInicio ?? '', dataRetorno: input.dataRetorno ?? '', motivo: input.motivo ?? '' };
  const errors = checkAbsenceFormat(values).map(absenceFieldError);
  const id = input.id ? parseId('id', input.id) : null;
  const usuarioId = parseId('usuarioId', input.usuarioId);
  if (errors.length) throw badInput(errors);
  return { id, usuarioId, dataInicio: values.dataInicio.trim(), dataRetorno: values.dataRetorno.trim(), motivo: values.motivo.trim() };
}
