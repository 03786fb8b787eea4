import { describe, expect, it } from 'vitest';
import { checkModelo, checkNotificacaoGenerica, placeholdersIn } from './generic-rules.js';

const now = new Date('2026-11-26T12:00:00Z');
const base = { idModelo: null, titulo: 'Recall', texto: '<p>Olá</p>', idsGrupos: ['1'], agendadaPara: '' };

describe('notification models', () => {
  it('asks for name, title and text', () => {
    expect(checkModelo({ nome: ' ', titulo: '', texto: '' }).map((i) => `${i.field}:${i.code}`)).toEqual([
      'nome:required',
      'titulo:required',
      'texto:required',
    ]);
  });

  it('accepts the known placeholders, spaced or not, and refuses any other, naming it', () => {
    expect(checkModelo({ nome: 'Boas-vindas', titulo: 'Olá {{nome}}', texto: '{{ marca }} / {{dealer}} {{link}}' })).toEqual([]);
    expect(checkModelo({ nome: 'x', titulo: 'Olá {{nmoe}}', texto: 'ok' })).toEqual([
      { field: 'titulo', code: 'unknownPlaceholder', values: { placeholder: '{{nmoe}}' } },
    ]);
  });

  it('limits the lengths', () => {
    expect(checkModelo({ nome: 'n'.repeat(101), titulo: 't', texto: 'x' })).toEqual([{ field: 'nome', code: 'tooLong', values: { max: 100 } }]);
  });

  it('lists the placeholders a text uses once each', () => {
    expect(placeholdersIn('{{nome}} {{ nome }} {{marca}}')).toEqual(['nome', 'marca']);
  });
});

describe('generic notifications', () => {
  it('needs a group', () => {
    expect(checkNotificacaoGenerica({ ...base, idsGrupos: [] }, { now })).toEqual([{ field: 'idsGrupos', code: 'required' }]);
  });

  it('needs title and text when free-form, not when from a model', () => {
    const free = checkNotificacaoGenerica({ ...base, titulo: '', texto: '' }, { now });
    expect(free.map((i) => i.field)).toEqual(['titulo', 'texto']);
    expect(checkNotificacaoGenerica({ ...base, idModelo: '3', titulo: '', texto: '' }, { now })).toEqual([]);
  });

  it('schedules only in the future, at a real instant', () => {
    expect(checkNotificacaoGenerica({ ...base, agendadaPara: '2026-11-26T11:59:00Z' }, { now })).toEqual([{ field: 'agendadaPara', code: 'past' }]);
    expect(checkNotificacaoGenerica({ ...base, agendadaPara: 'amanhã' }, { now })).toEqual([{ field: 'agendadaPara', code: 'invalidDate' }]);
    expect(checkNotificacaoGenerica({ ...base, agendadaPara: '2026-11-26T13:00:00Z' }, { now })).toEqual([]);
  });
});
