import { describe, expect, it } from 'vitest';
import { checkDealer, type DealerFields } from './dealer-rules.js';
import { checkDealerGroup } from './group-rules.js';

const ok: DealerFields = {
  razaoSocial: 'Aurora Veículos do Norte Ltda',
  nomeExibicao: 'Aurora Norte',
  cnpj: '11.222.333/0001-81',
  cnpjsAdicionais: ['11444777000161'],
  codigoPrincipal: ' D0100 ',
  codigosAdicionais: ['D0100-B'],
};

describe('checkDealer (spec 01 §5 "Dealer")', () => {
  it('accepts a complete dealer, masked CNPJ and untrimmed code included', () => {
    expect(checkDealer(ok)).toEqual([]);
  });

  it('reports every problem at once, each on its field with its message values', () => {
    const issues = checkDealer({
      razaoSocial: 'ABC 123 Ltda',
      nomeExibicao: '  ',
      cnpj: '',
      cnpjsAdicionais: ['11111111111111', '11444777000161', '11444777000161'],
      codigoPrincipal: 'X'.repeat(21),
      codigosAdicionais: [' ', 'D1', 'D1'],
    });
    expect(issues).toEqual([
      { field: 'razaoSocial', code: 'razaoSocialLetras', values: { min: 10 } },
      { field: 'nomeExibicao', code: 'required' },
      { field: 'cnpj', code: 'required' },
      { field: 'cnpjsAdicionais', code: 'cnpjInvalido', values: { posicao: 1, valor: '11111111111111' } },
      { field: 'cnpjsAdicionais', code: 'cnpjRepetido', values: { posicao: 3, valor: '11444777000161' } },
      { field: 'codigoPrincipal', code: 'codigoMaxChars', values: { max: 20 } },
      { field: 'codigosAdicionais', code: 'codigoVazio', values: { posicao: 1, valor: '' } },
      { field: 'codigosAdicionais', code: 'codigoRepetido', values: { posicao: 3, valor: 'D1' } },
    ]);
  });

  it('refuses an additional CNPJ or code equal to the main one', () => {
    const issues = checkDealer({ ...ok, cnpjsAdicionais: ['11222333000181'], codigosAdicionais: ['D0100'] });
    expect(issues.map((i) => i.code)).toEqual(['cnpjIgualPrincipal', 'codigoRepetido']);
  });
});

describe('checkDealerGroup', () => {
  it('requires a name', () => {
    expect(checkDealerGroup({ nome: ' ' })).toEqual([{ field: 'nome', code: 'required' }]);
    expect(checkDealerGroup({ nome: 'Grupo Sul' })).toEqual([]);
  });
});
