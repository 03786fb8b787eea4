import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS, splitPlaceholders } from './placeholders.js';

describe('notification placeholders', () => {
  it('lists the six placeholders with their API names and how they are written', () => {
    expect(PLACEHOLDERS.map((p) => [p.chave, p.token])).toEqual([
      ['NOME', '{{nome}}'],
      ['EMAIL', '{{email}}'],
      ['MARCA', '{{marca}}'],
      ['DEALER', '{{dealer}}'],
      ['PRODUTO', '{{produto}}'],
      ['LINK', '{{link}}'],
    ]);
  });

  it('splits a text at its known placeholders (spaces inside the braces allowed); anything else stays text', () => {
    expect(splitPlaceholders('Olá, {{ nome }}! Sua marca: {{marca}}{{x}} {{Nome}} {{link}}')).toEqual([
      { text: 'Olá, ' },
      { placeholder: 'nome' },
      { text: '! Sua marca: ' },
      { placeholder: 'marca' },
      { text: '{{x}} {{Nome}} ' },
      { placeholder: 'link' },
    ]);
    expect(splitPlaceholders('')).toEqual([]);
    expect(splitPlaceholders('sem campos')).toEqual([{ text: 'sem campos' }]);
  });
});
