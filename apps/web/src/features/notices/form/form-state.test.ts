import { describe, expect, it } from 'vitest';
import { checkForm, EMPTY_FORM, inputOf, toLocalInput } from './form-state';
import { refusal } from './upload';

const NOW = new Date('2026-11-26T12:00:00.000Z').getTime();
const at = (ms: number) => toLocalInput(new Date(NOW + ms).toISOString());

describe('notice form rules (the server checks them again)', () => {
  it('asks a schedule at least 1 hour ahead and an expiry after the publication', () => {
    const soon = { ...EMPTY_FORM, agendar: true, agendamento: at(59 * 60_000) };
    expect(checkForm(soon, { sending: false, errata: false, now: NOW }).dataHoraAgendamento?.id).toBe('noticesForm.error.scheduleLead');
    const ok = { ...soon, agendamento: at(61 * 60_000), expiraEm: at(60 * 60_000) };
    const problems = checkForm(ok, { sending: false, errata: false, now: NOW });
    expect(problems.dataHoraAgendamento).toBeUndefined();
    expect(problems.expiraEm?.id).toBe('noticesForm.error.expiryBefore');
  });

  it('lets an errata go without recipients and leaves them out of its save', () => {
    const s = { ...EMPTY_FORM, titulo: 'T', mensagem: '<p>M</p>', grupos: [{ id: '5', nome: 'G' }] };
    expect(checkForm({ ...s, grupos: [] }, { sending: true, errata: true, now: NOW })).toEqual({});
    expect(checkForm({ ...s, grupos: [] }, { sending: true, errata: false, now: NOW }).idsGrupos?.id).toBe('noticesForm.error.noRecipients');
    expect(inputOf('13', s, true)).not.toHaveProperty('idsGrupos');
    expect(inputOf('13', s, false).idsGrupos).toEqual(['5']);
  });

  it('refuses the same file twice, and files over the limits', () => {
    const current = [{ id: '1', nome: 'a.pdf', tamanho: 1000 }];
    expect(refusal({ name: 'a.pdf', size: 1000 }, current)?.id).toBe('noticesForm.attachments.duplicate');
    expect(refusal({ name: 'a.pdf', size: 1001 }, current)).toBeNull();
    expect(refusal({ name: 'b.pdf', size: 26 * 1024 * 1024 }, current)?.id).toBe('noticesForm.attachments.tooLarge');
    const big = [{ id: '1', nome: 'a', tamanho: 24 * 1024 * 1024 }, { id: '2', nome: 'b', tamanho: 24 * 1024 * 1024 }];
    expect(refusal({ name: 'c', size: 3 * 1024 * 1024 }, big)?.id).toBe('noticesForm.attachments.totalTooLarge');
  });
});
