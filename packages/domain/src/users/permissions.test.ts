import { describe, expect, it } from 'vitest';
import { checkPermissions, deselectAccessType, featuresOfAccessTypes, selectAccessType, type ProductCatalog } from './permissions.js';

const portal: ProductCatalog = {
  id: '1',
  nome: 'Portal',
  tiposAcesso: [
    { id: 'admin', nome: 'Administrador', funcionalidadesPadrao: ['f1', 'f2'] },
    { id: 'consulta', nome: 'Consulta', funcionalidadesPadrao: ['f3'] },
    { id: 'livre', nome: 'Livre', funcionalidadesPadrao: [] },
  ],
  funcionalidades: [
    { id: 'f1', chave: 'A', nome: 'Alfa', tiposAcesso: ['admin'] },
    { id: 'f2', chave: 'B', nome: 'Beta', tiposAcesso: ['admin'] },
    { id: 'f3', chave: 'C', nome: 'Gama', tiposAcesso: ['consulta', 'admin'] },
    { id: 'f4', chave: 'PORTAL_ADMINISTRACAO_PROVEDOR', nome: 'Provedor', tiposAcesso: ['livre'] },
  ],
};
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('access types per product (spec 01 §4)', () => {
  it('selecting adds the defaults and keeps valid choices; unselecting drops what no type offers', () => {
    let sel = { idProduto: '1', idsTiposAcesso: [] as (string | number)[], idsFuncionalidades: [] as (string | number)[] };
    sel = selectAccessType(sel, portal, 'consulta');
    expect(sel).toEqual({ idProduto: '1', idsTiposAcesso: ['consulta'], idsFuncionalidades: ['f3'] });
    sel = selectAccessType(sel, portal, 'admin');
    expect(sel.idsFuncionalidades).toEqual(['f3', 'f1', 'f2']);
    sel = deselectAccessType(sel, portal, 'admin');
    expect(sel).toEqual({ idProduto: '1', idsTiposAcesso: ['consulta'], idsFuncionalidades: ['f3'] });
    expect(featuresOfAccessTypes(portal, ['consulta']).map((f) => f.id)).toEqual(['f3']);
  });
});

describe('step 2 rules', () => {
  it('accepts what the cascade produces', () => {
    expect(checkPermissions([{ idProduto: '1', idsTiposAcesso: ['admin'], idsFuncionalidades: ['f1'] }], [portal], 'MONTADORA')).toEqual([]);
  });

  it('an access type with none of its defaults chosen is listed; types without defaults never are', () => {
    const issues = checkPermissions([{ idProduto: '1', idsTiposAcesso: ['admin', 'consulta', 'livre'], idsFuncionalidades: ['f3'] }], [portal], 'MONTADORA');
    expect(issues).toEqual([
      { field: 'produtos.0.idsTiposAcesso', code: 'tiposAcessoSemPadrao', values: { produto: 'Portal', tipos: 'Administrador' } },
    ]);
  });

  it('features outside the product or the selected types, unknown and repeated products', () => {
    expect(codes(checkPermissions([{ idProduto: '1', idsTiposAcesso: ['consulta', 'x'], idsFuncionalidades: ['f3', 'f1', 'f9'] }], [portal], 'MONTADORA'))).toEqual([
      'tipoAcessoForaDoProduto',
      'funcionalidadeForaDoProduto',
      'funcionalidadeForaDosTiposAcesso',
    ]);
    expect(codes(checkPermissions([{ idProduto: '7', idsTiposAcesso: [], idsFuncionalidades: [] }], [portal], 'MONTADORA'))).toEqual(['produtoInexistente']);
    const twice = { idProduto: '1', idsTiposAcesso: [], idsFuncionalidades: [] };
    expect(codes(checkPermissions([twice, twice], [portal], 'MONTADORA'))).toEqual(['produtoRepetido']);
  });

  it("the provider's administration goes to provider users only", () => {
    const sel = [{ idProduto: '1', idsTiposAcesso: ['livre'], idsFuncionalidades: ['f4'] }];
    expect(codes(checkPermissions(sel, [portal], 'MONTADORA'))).toEqual(['funcionalidadeExclusivaProvedor']);
    expect(checkPermissions(sel, [portal], 'PROVEDOR')).toEqual([]);
  });
});
