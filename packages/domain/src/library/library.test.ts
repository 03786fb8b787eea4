import { describe, expect, it } from 'vitest';
import { levelPerGroup, LIBRARY_NAME_MAX_CHARS, libraryNameProblem } from './library.js';

describe('levelPerGroup', () => {
  it('gives each group one level, write winning over read whatever the order', () => {
    const levels = levelPerGroup([
      [1, 'LEITURA'],
      [2, 'LEITURA_ESCRITA'],
      [1, 'LEITURA_ESCRITA'],
      [2, 'LEITURA'],
      [3, 'LEITURA'],
    ]);
    expect([...levels]).toEqual([
      [1, 'LEITURA_ESCRITA'],
      [2, 'LEITURA_ESCRITA'],
      [3, 'LEITURA'],
    ]);
  });
});

describe('libraryNameProblem', () => {
  it('accepts a trimmed name up to the limit, accents, dots and dashes included', () => {
    for (const nome of ['Relatórios 2025', '  contrato.v2.pdf  ', 'a-b_c (1)', 'x'.repeat(LIBRARY_NAME_MAX_CHARS)]) {
      expect(libraryNameProblem(nome), nome).toBeNull();
    }
  });

  it('refuses a blank or too long name', () => {
    expect(libraryNameProblem('   ')).toBe('required');
    expect(libraryNameProblem('x'.repeat(LIBRARY_NAME_MAX_CHARS + 1))).toBe('tooLong');
  });

  it('refuses path separators and control characters anywhere in the name', () => {
    for (const nome of ['a/b', '../x', 'a\\b', 'C:\\x', 'linha\nquebrada', 'tab\tname', 'nul\u0000', 'del\u007f', 'c1\u0085']) {
      expect(libraryNameProblem(nome), JSON.stringify(nome)).toBe('forbiddenCharacter');
    }
  });
});
