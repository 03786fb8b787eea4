import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { asAdminIn, failure, fieldMessage, save, saved, unique } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let pecas: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  pecas = String((await t.database.pool.query<{ id: number }>(`select id from produtos where codigo = 'PECAS'`)).rows[0]!.id);
});
afterAll(() => t?.close());

const EDITAR = 'mutation($p: ProdutoHomologInput!) { editarProduto(produto: $p) { id nome baseUriHomolog } }';
const editar = (p: Record<string, unknown>, token = tokens.admin) => gql(t.app, EDITAR, { token, variables: { p } });
const audit = (entidade: string, id: string) =>
  t.database.pool
    .query<{ acao: string; antes: Record<string, unknown> | null; depois: Record<string, unknown> }>(
      'select acao, antes, depois from auditoria where entidade = $1 and entidade_id = $2 order by id',
      [entidade, id],
    )
    .then((r) => r.rows);

describe('produtos (spec 01 §7, the user form)', () => {
  it('answers every product with its access types, their default features, and its features with their access types', async () => {
    const res = await gql<{ produtos: Record<string, unknown>[] }>(
      t.app,
      `{ produtos { codigo nome baseUriHomolog
          tiposAcesso { nome funcionalidades { chave } funcionalidadesPadrao { chave } }
          funcionalidades { chave nome descricao tiposAcesso { nome } } } }`,
      { token: tokens.consulta },
    );
    expect(res.errors).toBeUndefined();
    const [pecasProduto, portal] = res.data!.produtos as [Record<string, unknown>, Record<string, unknown>];
    expect(pecasProduto).toMatchObject({
      codigo: 'PECAS',
      baseUriHomolog: 'https://hml-pecas.portal.test',
      tiposAcesso: [],
      funcionalidades: [{ chave: 'RELATORIOS_PORTAL_CONSULTA_PECAS', nome: 'Consulta de peças', tiposAcesso: [] }],
    });
    const tipos = portal.tiposAcesso as { nome: string; funcionalidades: { chave: string }[]; funcionalidadesPadrao: { chave: string }[] }[];
    expect(tipos.map((x) => x.nome)).toEqual(['Administrador do portal', 'Consulta']);
    expect(tipos[1]!.funcionalidadesPadrao).toEqual([{ chave: 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS' }]);
    const consulta = (portal.funcionalidades as { chave: string; tiposAcesso: { nome: string }[] }[]).find(
      (f) => f.chave === 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS',
    );
    expect(consulta!.tiposAcesso.map((x) => x.nome)).toEqual(['Administrador do portal', 'Consulta']);
  });
});

describe('editarProduto (spec 01 §5 "Product edit")', () => {
  it('changes the test-environment address, audited', async () => {
    const res = await editar({ id: pecas, baseUriHomolog: ' https://homolog.pecas.portal.test/v2 ' });
    expect(res.data).toEqual({ editarProduto: { id: pecas, nome: 'Peças', baseUriHomolog: 'https://homolog.pecas.portal.test/v2' } });
    const rows = await audit('produto', pecas);
    expect(rows.map((r) => [r.acao, r.antes?.baseUriHomolog, r.depois.baseUriHomolog])).toEqual([
      ['ALTERAR', 'https://hml-pecas.portal.test', 'https://homolog.pecas.portal.test/v2'],
    ]);
  });

  it('the product is required and must exist', async () => {
    const none = await editar({ baseUriHomolog: 'https://x.test' });
    expect(failure(none)).toEqual({ code: 'BAD_USER_INPUT', fields: ['id'] });
    expect(fieldMessage(none)).toBe('Escolha o produto.');
    expect(failure(await editar({ id: '999999', baseUriHomolog: 'https://x.test' })).code).toBe('NOT_FOUND');
  });

  it('baseUriHomolog is required, a valid http(s) URL, without a trailing slash (messages translated)', async () => {
    const required = await editar({ id: pecas, baseUriHomolog: '  ' });
    expect(failure(required)).toEqual({ code: 'BAD_USER_INPUT', fields: ['baseUriHomolog'] });
    expect(fieldMessage(required)).toBe('O campo endereço de homologação é obrigatório.');
    for (const bad of ['pecas.portal.test', 'ftp://pecas.portal.test', 'https://', 'https://pecas.portal.test?a=1', 'https://pecas.portal.test#x', 'https://u:p@pecas.portal.test', 'https://pecas portal.test']) {
      const res = await editar({ id: pecas, baseUriHomolog: bad });
      expect(failure(res), bad).toEqual({ code: 'BAD_USER_INPUT', fields: ['baseUriHomolog'] });
      expect(fieldMessage(res), bad).toMatch(/http:\/\/ ou https:\/\//);
    }
    for (const bad of ['https://pecas.portal.test/', 'https://pecas.portal.test/app/']) {
      const res = await editar({ id: pecas, baseUriHomolog: bad });
      expect(fieldMessage(res), bad).toBe('O campo endereço de homologação não pode terminar com barra (/).');
    }
    const en = await asAdminIn(t.app, tokens.admin, 'EN', () => editar({ id: pecas, baseUriHomolog: 'https://pecas.portal.test/' }));
    expect(fieldMessage(en)).toBe('The field test environment address must not end with a slash (/).');
    const es = await asAdminIn(t.app, tokens.admin, 'ES', () => editar({ id: pecas, baseUriHomolog: 'pecas' }));
    expect(fieldMessage(es)).toBe('El campo dirección de homologación debe ser una dirección http:// o https:// válida, sin parámetros.');
    // Nothing was stored by the refused calls.
    expect((await audit('produto', pecas)).length).toBe(1);
    await editar({ id: pecas, baseUriHomolog: 'http://localhost:5173' }).then((r) => expect(r.errors).toBeUndefined());
  });
});

describe('salvarProduto', () => {
  it('creates a product with code, name, base address and test address; the code is fixed afterwards', async () => {
    const p = await saved(t.app, tokens.admin, 'produto', { codigo: 'GARANTIA', nome: 'Garantia', baseUri: 'https://garantia.test', baseUriHomolog: null });
    expect(p).toMatchObject({ codigo: 'GARANTIA', nome: 'Garantia', baseUri: 'https://garantia.test', baseUriHomolog: null });
    const updated = await saved(t.app, tokens.admin, 'produto', { id: p.id, codigo: 'GARANTIA', nome: 'Garantia 2', baseUri: 'https://garantia.test/app', baseUriHomolog: 'https://hml.garantia.test' });
    expect(updated).toMatchObject({ nome: 'Garantia 2', baseUriHomolog: 'https://hml.garantia.test' });
    const moved = await save(t.app, tokens.admin, 'produto', { id: p.id, codigo: 'GARANTIA_NOVA', nome: 'Garantia 2', baseUri: 'https://garantia.test' });
    expect(failure(moved)).toEqual({ code: 'BAD_USER_INPUT', fields: ['codigo'] });
    expect((await audit('produto', p.id)).map((r) => r.acao)).toEqual(['CRIAR', 'ALTERAR']);
  });

  it('code: required, upper-case letters/digits/_, unique; name unique; base address required; both addresses without trailing slash', async () => {
    const bad = await save(t.app, tokens.admin, 'produto', { codigo: 'garantia-x', nome: '', baseUri: '', baseUriHomolog: 'https://a.test/' });
    expect(failure(bad)).toEqual({ code: 'BAD_USER_INPUT', fields: ['codigo', 'nome', 'baseUri', 'baseUriHomolog'] });
    expect(fieldMessage(bad)).toBe('O campo código aceita apenas letras maiúsculas, números e _, começando por uma letra.');
    const dup = await save(t.app, tokens.admin, 'produto', { codigo: 'PECAS', nome: 'peças', baseUri: 'https://x.test' });
    expect(failure(dup)).toEqual({ code: 'CONFLICT', fields: ['codigo', 'nome'] });
  });
});

describe('funcionalidades', () => {
  it('lists translated names ordered as the reader sees them, and searches them in any language', async () => {
    await saved(t.app, tokens.admin, 'funcionalidade', { chave: 'ORDEM_A', nome: 'Ordem Alfa', nomeEs: 'Orden Zeta', nomeEn: 'Zulu order', produto: pecas });
    await saved(t.app, tokens.admin, 'funcionalidade', { chave: 'ORDEM_B', nome: 'Ordem Beta', nomeEs: 'Orden Alfa', nomeEn: 'Alpha order', produto: pecas });
    const names = async (busca: string) =>
      ((await gql(t.app, `{ funcionalidadesPagina(filtro: { busca: "${busca}", sortBy: "nome" }) { content { nome } } }`, { token: tokens.admin })).data as {
        funcionalidadesPagina: { content: { nome: string }[] };
      }).funcionalidadesPagina.content.map((f) => f.nome);
    expect(await names('ordem')).toEqual(['Ordem Alfa', 'Ordem Beta']);
    expect(await asAdminIn(t.app, tokens.admin, 'EN', () => names('order'))).toEqual(['Alpha order', 'Zulu order']);
    expect(await asAdminIn(t.app, tokens.admin, 'ES', () => names('orden'))).toEqual(['Orden Alfa', 'Orden Zeta']);
    // A word in another language's name finds the row too.
    expect(await names('zulu')).toEqual(['Ordem Alfa']);
  });

  it('creates a feature of a product; key format and uniqueness; product required and existing', async () => {
    const f = await saved(t.app, tokens.admin, 'funcionalidade', { chave: 'PECAS_PEDIDOS', nome: 'Pedidos', descricao: 'Consulta de pedidos', produto: pecas });
    expect(f).toMatchObject({ chave: 'PECAS_PEDIDOS', descricao: 'Consulta de pedidos', produto: { id: pecas, nome: 'Peças' }, tiposAcesso: [] });
    const bad = await save(t.app, tokens.admin, 'funcionalidade', { chave: 'pecas pedidos', nome: ' ', produto: null });
    expect(failure(bad)).toEqual({ code: 'BAD_USER_INPUT', fields: ['chave', 'nome', 'produto'] });
    expect(failure(await save(t.app, tokens.admin, 'funcionalidade', { chave: '1ABC', nome: 'x', produto: pecas }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['chave'] });
    expect(failure(await save(t.app, tokens.admin, 'funcionalidade', { chave: 'PECAS_X', nome: 'x', produto: '999999' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['produto'] });
    const dup = await save(t.app, tokens.admin, 'funcionalidade', { chave: 'PORTAL_MANUTENCAO_USUARIOS', nome: 'x', produto: pecas });
    expect(failure(dup)).toEqual({ code: 'CONFLICT', fields: ['chave'] });
    // A key of the product's own is renamed freely; the portal's own keys are not.
    await saved(t.app, tokens.admin, 'funcionalidade', { id: f.id, chave: 'PECAS_PEDIDOS_V2', nome: 'Pedidos', produto: pecas });
    const [own] = (await t.database.pool.query<{ id: number; produto_id: number }>(`select id, produto_id from funcionalidades where chave = 'PORTAL_AUSENCIA_TEMPORARIA'`)).rows;
    const rename = await save(t.app, tokens.admin, 'funcionalidade', { id: String(own!.id), chave: 'AUSENCIA', nome: 'x', produto: String(own!.produto_id) });
    expect(failure(rename)).toEqual({ code: 'BAD_USER_INPUT', fields: ['chave'] });
    expect((await audit('funcionalidade', f.id)).map((r) => [r.acao, r.depois.chave])).toEqual([['CRIAR', 'PECAS_PEDIDOS'], ['ALTERAR', 'PECAS_PEDIDOS_V2']]);
  });

  it('a feature in access types keeps its product; lists filter by product', async () => {
    const [consulta] = (await t.database.pool.query<{ id: number; produto_id: number }>(`select id, produto_id from funcionalidades where chave = 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'`)).rows;
    const move = await save(t.app, tokens.admin, 'funcionalidade', { id: String(consulta!.id), chave: 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS', nome: 'Consulta', produto: pecas });
    expect(failure(move)).toEqual({ code: 'BAD_USER_INPUT', fields: ['produto'] });
    expect(fieldMessage(move)).toContain('Administrador do portal, Consulta');
    const list = await gql<{ funcionalidadesPagina: { totalElements: number } }>(
      t.app,
      'query($p: ID) { funcionalidadesPagina(filtro: { produtoId: $p, rowsPerPage: 100 }) { totalElements } }',
      { token: tokens.admin, variables: { p: String(consulta!.produto_id) } },
    );
    const [{ n }] = (await t.database.pool.query<{ n: number }>('select count(*)::int as n from funcionalidades where produto_id = $1', [consulta!.produto_id])).rows as [{ n: number }];
    expect(list.data!.funcionalidadesPagina.totalElements).toBe(n);
  });
});

describe('tipos de acesso', () => {
  const featureIds = async (...chaves: string[]) =>
    (await t.database.pool.query<{ id: number }>('select id from funcionalidades where chave = any($1) order by chave', [chaves])).rows.map((r) => String(r.id));

  it('creates an access type with its features and default features; the list is replaced as a whole on update', async () => {
    const portal = String((await t.database.pool.query<{ id: number }>(`select id from produtos where codigo = 'PORTAL'`)).rows[0]!.id);
    const [slides, anuncios] = await featureIds('PORTAL_MANUTENCAO_SLIDES', 'PORTAL_MANUTENCAO_ANUNCIOS').then((x) => [x[1]!, x[0]!]);
    const tipo = await saved(t.app, tokens.admin, 'tipoAcesso', { nome: 'Marketing', produto: portal, funcionalidades: [slides, anuncios], funcionalidadesPadrao: [slides] });
    expect(tipo).toMatchObject({
      nome: 'Marketing',
      produto: { id: portal, nome: 'Portal' },
      funcionalidades: [{ chave: 'PORTAL_MANUTENCAO_ANUNCIOS' }, { chave: 'PORTAL_MANUTENCAO_SLIDES' }],
      funcionalidadesPadrao: [{ chave: 'PORTAL_MANUTENCAO_SLIDES' }],
    });
    const updated = await saved(t.app, tokens.admin, 'tipoAcesso', { id: tipo.id, nome: 'Marketing', produto: portal, funcionalidades: [anuncios], funcionalidadesPadrao: [anuncios] });
    expect(updated).toMatchObject({ funcionalidades: [{ chave: 'PORTAL_MANUTENCAO_ANUNCIOS' }], funcionalidadesPadrao: [{ chave: 'PORTAL_MANUTENCAO_ANUNCIOS' }] });
    const rows = await audit('tipoAcesso', tipo.id);
    expect(rows.map((r) => r.acao)).toEqual(['CRIAR', 'ALTERAR']);
    expect(rows[1]!.antes!.funcionalidadesPadrao).toMatchObject([{ id: Number(slides), chave: 'PORTAL_MANUTENCAO_SLIDES', nome: 'Slides', nomeEs: 'Diapositivas' }]);
    // The same name in another product is another access type; in the same product it is a conflict.
    await saved(t.app, tokens.admin, 'tipoAcesso', { nome: 'Marketing', produto: pecas });
    expect(failure(await save(t.app, tokens.admin, 'tipoAcesso', { nome: 'marketing', produto: portal }))).toEqual({ code: 'CONFLICT', fields: ['nome'] });
  });

  it('default features must be among its features, and every feature of its product; a refused save leaves nothing behind', async () => {
    const portal = String((await t.database.pool.query<{ id: number }>(`select id from produtos where codigo = 'PORTAL'`)).rows[0]!.id);
    const [slides] = await featureIds('PORTAL_MANUTENCAO_SLIDES');
    const [pecasFeature] = await featureIds('RELATORIOS_PORTAL_CONSULTA_PECAS');
    const count = async () => (await t.database.pool.query<{ n: number }>('select (select count(*) from tipos_acesso) + (select count(*) from tipo_acesso_funcionalidades) as n')).rows[0]!.n;
    const before = await count();
    const notListed = await save(t.app, tokens.admin, 'tipoAcesso', { nome: unique('Tipo'), produto: portal, funcionalidades: [], funcionalidadesPadrao: [slides] });
    expect(failure(notListed)).toEqual({ code: 'BAD_USER_INPUT', fields: ['funcionalidadesPadrao'] });
    const other = await save(t.app, tokens.admin, 'tipoAcesso', { nome: unique('Tipo'), produto: portal, funcionalidades: [slides, pecasFeature] });
    expect(failure(other)).toEqual({ code: 'BAD_USER_INPUT', fields: ['funcionalidades'] });
    expect(fieldMessage(other)).toBe('A funcionalidade RELATORIOS_PORTAL_CONSULTA_PECAS não pertence ao produto do tipo de acesso.');
    expect(failure(await save(t.app, tokens.admin, 'tipoAcesso', { nome: unique('Tipo'), produto: portal, funcionalidades: ['999999'] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['funcionalidades'] });
    expect(failure(await save(t.app, tokens.admin, 'tipoAcesso', { nome: '', produto: '' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome', 'produto'] });
    expect(await count()).toBe(before);
  });
});

describe('marcas', () => {
  it('creates a brand with palette, Facebook id and economic group; checks each; inactivates it, audited', async () => {
    const grupo = await saved(t.app, tokens.admin, 'grupoEconomico', { nome: unique('Holding') });
    const marca = await saved(t.app, tokens.admin, 'marca', { nome: 'Estrela', palette: 'roxo', facebookId: 'estrela.oficial', grupoEconomico: grupo.id });
    expect(marca).toMatchObject({ nome: 'Estrela', palette: 'roxo', facebookId: 'estrela.oficial', active: true, grupoEconomico: { id: grupo.id } });
    const plain = await saved(t.app, tokens.admin, 'marca', { nome: unique('Marca') });
    expect(plain).toMatchObject({ palette: 'provedor', facebookId: null, grupoEconomico: null });
    const bad = await save(t.app, tokens.admin, 'marca', { nome: 'aurora', palette: 'rosa', facebookId: 'não vale', grupoEconomico: '999999' });
    expect(failure(bad)).toEqual({ code: 'BAD_USER_INPUT', fields: ['palette', 'facebookId'] });
    expect(failure(await save(t.app, tokens.admin, 'marca', { nome: unique('M'), grupoEconomico: '999999' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['grupoEconomico'] });
    expect(failure(await save(t.app, tokens.admin, 'marca', { nome: 'aurora' }))).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    const off = await gql(t.app, 'mutation($id: ID!) { inativarMarca(id: $id) { active } }', { token: tokens.admin, variables: { id: marca.id } });
    expect(off.data).toEqual({ inativarMarca: { active: false } });
    expect((await audit('marca', marca.id)).map((r) => r.acao)).toEqual(['CRIAR', 'INATIVAR']);
    // The dealers maintainers read brands (the dealer form); searching matches the group's name.
    const list = await gql<{ marcasPagina: { content: { nome: string }[] } }>(
      t.app,
      'query($b: String) { marcasPagina(filtro: { busca: $b }) { content { nome } } }',
      { token: tokens.montadora, variables: { b: String(grupo.nome) } },
    );
    expect(list.data!.marcasPagina.content).toEqual([{ nome: 'Estrela' }]);
  });
});
