import { describe, expect, it } from 'vitest';
import { checkAbsence, checkAbsenceDates, checkAbsenceFormat } from './absence-rules.js';

const today = '2026-03-10';
const ok = { dataInicio: '2026-03-12', dataRetorno: '2026-03-20', motivo: 'Férias coletivas da equipe' };

describe('temporary-absence rules (spec 01 §5)', () => {
  it('accepts a future absence with its justification', () => {
    expect(checkAbsence(ok, { today })).toEqual([]);
  });

  it('judges the format without a clock: dates given, real and in order, justification within limits', () => {
    expect(checkAbsenceFormat({ dataInicio: '', dataRetorno: '2026-02-30', motivo: 'curta' })).toEqual([
      { field: 'dataInicio', code: 'required' },
      { field: 'dataRetorno', code: 'invalidDate' },
      { field: 'motivo', code: 'reasonShort', values: { min: 15 } },
    ]);
    expect(checkAbsenceFormat({ ...ok, dataRetorno: '2026-03-11' })).toEqual([{ field: 'dataRetorno', code: 'returnBeforeStart' }]);
  });

  it('refuses a past start unless it is the stored one, and then a past return', () => {
    const underWay = { ...ok, dataInicio: '2026-03-01', dataRetorno: '2026-03-05' };
    expect(checkAbsenceDates(underWay, { today })).toEqual([
      { field: 'dataInicio', code: 'startPast' },
      { field: 'dataRetorno', code: 'returnPast' },
    ]);
    expect(checkAbsenceDates(underWay, { today, storedStart: '2026-03-01' })).toEqual([{ field: 'dataRetorno', code: 'returnPast' }]);
    expect(checkAbsenceDates({ ...underWay, dataRetorno: today }, { today, storedStart: '2026-03-01' })).toEqual([]);
  });

  it('never reports two problems on one field', () => {
    const issues = checkAbsence({ ...ok, dataInicio: '2026-03-05', dataRetorno: '2026-03-01' }, { today });
    expect(issues).toEqual([
      { field: 'dataRetorno', code: 'returnBeforeStart' },
      { field: 'dataInicio', code: 'startPast' },
    ]);
  });
});
