import { describe, expect, it } from 'vitest';
import { diffSnapshots, renderValue } from './audit-diff.js';

const words = { yes: 'Sim', no: 'Não' };

describe('renderValue', () => {
  it('renders flags, numbers and text; empty values are null', () => {
    expect(renderValue(true, words)).toBe('Sim');
    expect(renderValue(false, words)).toBe('Não');
    expect(renderValue(42, words)).toBe('42');
    expect(renderValue('  ', words)).toBeNull();
    expect(renderValue(null, words)).toBeNull();
    expect(renderValue([], words)).toBeNull();
    expect(renderValue({}, words)).toBeNull();
  });

  it('renders objects by their name, lists as their items, other objects as their values', () => {
    expect(renderValue([{ id: 1, description: 'Aurora' }, { id: 2, description: 'Boreal' }], words)).toBe('Aurora, Boreal');
    expect(renderValue({ id: 3, nome: 'Grupo Litoral', active: true }, words)).toBe('Grupo Litoral');
    expect(renderValue(['(41) 3333-4444', '(41) 3333-5555'], words)).toBe('(41) 3333-4444, (41) 3333-5555');
    expect(renderValue({ logradouro: 'Av. Brasil, 100', bairro: null, cidade: 'Curitiba', uf: 'PR' }, words)).toBe('Av. Brasil, 100, Curitiba, PR');
    expect(renderValue([{ id: 1, chave: 'PORTAL_X' }], words)).toBe('PORTAL_X');
    // An object without a name never shows its secrets or technical keys.
    expect(renderValue({ id: 9, passwordHash: 'x', motivoTexto: 'ok' }, words)).toBe('ok');
  });
});

describe('diffSnapshots', () => {
  it('lists only the changed fields, whatever the key order of the snapshots', () => {
    const antes = { id: 1, nome: 'A', marcas: [{ id: 1, description: 'Aurora' }], active: true, grupo: { nome: 'G', id: 2 } };
    const depois = { grupo: { id: 2, nome: 'G' }, active: false, marcas: [{ description: 'Aurora', id: 1 }, { id: 2, description: 'Boreal' }], nome: 'A', id: 1 };
    expect(diffSnapshots(antes, depois, words)).toEqual([
      { campo: 'active', antes: 'Sim', depois: 'Não' },
      { campo: 'marcas', antes: 'Aurora', depois: 'Aurora, Boreal' },
    ]);
  });

  it('a creation shows every filled field with an empty before; a removal the reverse; empty on both sides is no change', () => {
    const row = { id: 5, nome: 'Setor', divisao: null, telefones: [], active: true };
    expect(diffSnapshots(null, row, words)).toEqual([
      { campo: 'nome', antes: null, depois: 'Setor' },
      { campo: 'active', antes: null, depois: 'Sim' },
    ]);
    expect(diffSnapshots(row, null, words)).toEqual([
      { campo: 'nome', antes: 'Setor', depois: null },
      { campo: 'active', antes: 'Sim', depois: null },
    ]);
    expect(diffSnapshots({ telefones: null, cep: '' }, { telefones: [], cep: null }, words)).toEqual([]);
  });

  it('splits an object without a name into its own fields, compared one by one', () => {
    const antes = { endereco: { cidade: 'Curitiba', uf: 'PR', cep: null }, grupo: { id: 1, nome: 'G1' } };
    const depois = { endereco: { uf: 'SC', cep: '88000-000', cidade: 'Curitiba' }, grupo: { id: 2, nome: 'G2' } };
    expect(diffSnapshots(antes, depois, words)).toEqual([
      { campo: 'endereco.uf', antes: 'PR', depois: 'SC' },
      { campo: 'endereco.cep', antes: null, depois: '88000-000' },
      { campo: 'grupo', antes: 'G1', depois: 'G2' },
    ]);
    expect(diffSnapshots({ endereco: { cidade: 'Curitiba' } }, { endereco: null }, words)).toEqual([
      { campo: 'endereco.cidade', antes: 'Curitiba', depois: null },
    ]);
  });

  it('fields only before are listed after the others; secrets never appear', () => {
    expect(diffSnapshots({ a: 1, senha: 'x', tokenHash: 'y' }, { b: 2, senha: 'z' }, words)).toEqual([
      { campo: 'b', antes: null, depois: '2' },
      { campo: 'a', antes: '1', depois: null },
    ]);
  });
});
