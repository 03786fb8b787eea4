import { isIsoDate, LIMITS } from '@portal/domain';
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

/** Longest justification kept: a paragraph, not a document (the spec gives only the minimum). */
export const MOTIVO_MAX_CHARS = 1000;

function date(field: 'dataInicio' | 'dataRetorno', value: string | null | undefined, errors: FieldError[]): string | null {
  const v = value?.trim() ?? '';
  if (!v) errors.push({ field, key: 'error.required' });
  else if (!isIsoDate(v)) errors.push({ field, key: 'error.ausencia.dataInvalida' });
  else return v;
  return null;
}

/**
 * Format rules of spec 01 §5 "Temporary absence" that need no clock and no database: both dates
 * given and real, return not before start, justification of at least LIMITS.justificationMinChars
 * characters. The spec says "justification (where asked)": the portal asks it on every absence,
 * since an absence hides the user from notices and approvals and whoever reads the history
 * later must see why. All problems at once.
 */
export function parseAusenciaInput(input: AusenciaInput): AusenciaData {
  const errors: FieldError[] = [];
  const dataInicio = date('dataInicio', input.dataInicio, errors);
  const dataRetorno = date('dataRetorno', input.dataRetorno, errors);
  if (dataInicio && dataRetorno && dataRetorno < dataInicio) {
    errors.push({ field: 'dataRetorno', key: 'error.ausencia.retornoAntesInicio' });
  }
  const motivo = (input.motivo ?? '').trim();
  const min = LIMITS.justificationMinChars;
  if (!motivo) errors.push({ field: 'motivo', key: 'error.required' });
  else if ([...motivo].length < min) errors.push({ field: 'motivo', key: 'error.ausencia.motivoCurto', values: { min } });
  else if ([...motivo].length > MOTIVO_MAX_CHARS) {
    errors.push({ field: 'motivo', key: 'error.ausencia.motivoLongo', values: { max: MOTIVO_MAX_CHARS } });
  }
  const id = input.id ? parseId('id', input.id) : null;
  const usuarioId = parseId('usuarioId', input.usuarioId);
  if (errors.length) throw badInput(errors);
  return { id, usuarioId, dataInicio: dataInicio!, dataRetorno: dataRetorno!, motivo };
}
