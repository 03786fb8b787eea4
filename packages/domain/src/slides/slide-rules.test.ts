import { describe, expect, it } from 'vitest';
import { emExibicao } from './exibicao.js';
import { checkSlide } from './slide-rules.js';

const codes = (v: Parameters<typeof checkSlide>[0]) => checkSlide(v).map((i) => `${i.field}:${i.code}`);

describe('checkSlide (spec 02 §5)', () => {
  it('a title alone is enough', () => {
    expect(codes({ titulo: 'Campanha' })).toEqual([]);
  });

  it('title required, link http(s), end not before start, colours and sizes', () => {
    expect(codes({ titulo: '  ', link: 'ftp://x.test', inicioDate: '2026-02-02', fimDate: '2026-02-01', corTitulo: '#fff', tamanhoTitulo: 11, tamanhoSubtitulo: 73 })).toEqual([
      'titulo:required',
      'corTitulo:colorInvalid',
      'tamanhoTitulo:sizeOutOfRange',
      'tamanhoSubtitulo:sizeOutOfRange',
      'link:urlInvalid',
      'fimDate:endBeforeStart',
    ]);
  });

  it('the bounds themselves pass: one-day period, sizes 12 and 72, #rrggbb', () => {
    expect(codes({ titulo: 'x', inicioDate: '2026-02-01', fimDate: '2026-02-01', tamanhoTitulo: 12, tamanhoSubtitulo: 72, corTitulo: '#A0b1C2' })).toEqual([]);
  });

  it('dates must be real days', () => {
    expect(codes({ titulo: 'x', inicioDate: '2026-02-30' })).toEqual(['inicioDate:invalidDate']);
  });

  it('a link is a web address (isWebAddress)', () => {
    expect(codes({ titulo: 'x', link: 'https://portal.test/a?b=1' })).toEqual([]);
    expect(codes({ titulo: 'x', link: 'javascript:alert(1)' })).toEqual(['link:urlInvalid']);
  });
});

describe('emExibicao', () => {
  const today = '2026-03-10';
  it('active and today within the period, both ends included, null bounds open', () => {
    expect(emExibicao({ active: true, inicioDate: null, fimDate: null }, today)).toBe(true);
    expect(emExibicao({ active: true, inicioDate: today, fimDate: today }, today)).toBe(true);
    expect(emExibicao({ active: true, inicioDate: '2026-03-11', fimDate: null }, today)).toBe(false);
    expect(emExibicao({ active: true, inicioDate: null, fimDate: '2026-03-09' }, today)).toBe(false);
    expect(emExibicao({ active: false, inicioDate: null, fimDate: null }, today)).toBe(false);
  });
});
