import { describe, expect, it } from 'vitest';
import { canWrite, selectionActions, type SelectableItem } from './selection.js';

const W = ['LEITURA_ESCRITA'] as const;
const R = ['LEITURA'] as const;
const pasta = (over: Partial<SelectableItem> = {}): SelectableItem => ({ pasta: true, pastaPaiId: null, permissoes: W, ...over });
const arquivo = (over: Partial<SelectableItem> = {}): SelectableItem => ({ pasta: false, pastaPaiId: 1, permissoes: W, ...over });

describe('library selection rules (spec 02 §4)', () => {
  it('nothing selected: every action disabled', () => {
    expect(selectionActions([])).toEqual({ remover: false, mover: false, baixar: false, concederAcesso: false, renomear: false });
  });

  it('write ability comes from the LEITURA_ESCRITA entry only', () => {
    expect(canWrite({ permissoes: W })).toBe(true);
    expect(canWrite({ permissoes: R })).toBe(false);
    expect(canWrite({ permissoes: [] })).toBe(false);
    expect(canWrite({ permissoes: ['LEITURA', 'LEITURA_ESCRITA'] })).toBe(true);
  });

  it('remove and move need write access on every selected item', () => {
    expect(selectionActions([arquivo(), pasta()])).toMatchObject({ remover: true, mover: true });
    expect(selectionActions([arquivo(), arquivo({ permissoes: R })])).toMatchObject({ remover: false, mover: false });
    expect(selectionActions([pasta({ permissoes: R })])).toMatchObject({ remover: false, mover: false });
  });

  it('download needs files and is disabled when folders and files are mixed', () => {
    expect(selectionActions([arquivo()]).baixar).toBe(true);
    // Read access is enough to download.
    expect(selectionActions([arquivo({ permissoes: R }), arquivo({ permissoes: R })]).baixar).toBe(true);
    expect(selectionActions([arquivo(), pasta()]).baixar).toBe(false);
    expect(selectionActions([pasta()]).baixar).toBe(false);
  });

  it('grant access: exactly one writable root folder', () => {
    expect(selectionActions([pasta()]).concederAcesso).toBe(true);
    expect(selectionActions([pasta({ pastaPaiId: 7 })]).concederAcesso).toBe(false);
    expect(selectionActions([pasta({ permissoes: R })]).concederAcesso).toBe(false);
    expect(selectionActions([pasta(), pasta()]).concederAcesso).toBe(false);
    expect(selectionActions([pasta(), arquivo()]).concederAcesso).toBe(false);
    expect(selectionActions([arquivo({ pastaPaiId: null })]).concederAcesso).toBe(false);
  });

  it('rename: exactly one folder with write access', () => {
    expect(selectionActions([pasta({ pastaPaiId: 3 })]).renomear).toBe(true);
    expect(selectionActions([pasta({ permissoes: R })]).renomear).toBe(false);
    expect(selectionActions([arquivo()]).renomear).toBe(false);
    expect(selectionActions([pasta(), pasta()]).renomear).toBe(false);
  });
});
