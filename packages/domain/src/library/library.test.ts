import { describe, expect, it } from 'vitest';
import { levelPerGroup } from './library.js';

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
