import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatSize, pageOf, toSelectable, truncateName } from './library-format';
import { PDF, SUBPASTA, item } from './library.fixtures';

describe('library formatting', () => {
  it('cuts names longer than 40 characters and adds "..."', () => {
    const forty = 'a'.repeat(40);
    expect(truncateName(forty)).toBe(forty);
    expect(truncateName(`${forty}b`)).toBe(`${forty}...`);
    expect(truncateName('Relatório de vendas do primeiro trimestre de 2025.pdf')).toBe('Relatório de vendas do primeiro trimestr...');
  });

  it('shows sizes in the reader’s units', () => {
    const intl = createIntl({ locale: 'en' });
    expect(formatSize(intl, 512)).toBe('512 byte');
    expect(formatSize(intl, 2048)).toBe('2 kB');
    expect(formatSize(intl, 900_000_000)).toBe('900 MB');
  });

  it('gives the selection rules the parent and the signed-in user’s level', () => {
    expect(toSelectable(SUBPASTA)).toEqual({ pasta: true, pastaPaiId: '1', permissoes: ['LEITURA_ESCRITA'] });
    expect(toSelectable(item('4', 'Raiz', { pastaPai: null, nivel: 'LEITURA' }))).toEqual({ pasta: true, pastaPaiId: null, permissoes: ['LEITURA'] });
    expect(toSelectable(PDF).pasta).toBe(false);
  });

  it('pages a whole list on the client', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(rows, 0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(rows, 2, 5)).toEqual([10, 11]);
  });
});
