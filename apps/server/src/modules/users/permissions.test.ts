import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { demoIds, failure, messages, montadoraUser, salvar, saveOk, USUARIO_FIELDS, type DemoIds, type UsuarioOut } from './testing.js';

/** Spec 01 §5 "User step 2" and the products offered to step 2. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

const portal = (idsTiposAcesso: string[], idsFuncionalidades: string[]) => ({ idProduto: ids.produto.PORTAL, idsTiposAcesso, idsFuncionalidades });
const f = (chave: string) => ids.funcionalidade[chave]!;
const withProdutos = (produtos: unknown[]) => salvar(t.app, tokens.admin, montadoraUser(ids, { produtos }));

describe('step 2 rules', () => {
  it('accepts features of the selected access types and stores them per product', async () => {
    const u = await saveOk(t.app, tokens.admin, montadoraUser(ids, { produtos: [portal([ids.tipoAcesso.admin], [f('PORTAL_MANUTENCAO_USUARIOS'), f('PORTAL_GERENCIAR_BIBLIOTECA')])] }));
    expect(u.produtos).toEqual([{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.admin], idsFuncionalidades: [f('PORTAL_GERENCIAR_BIBLIOTECA'), f('PORTAL_MANUTENCAO_USUARIOS')].sort((a, b) => Number(a) - Number(b)) }]);
  });

  it('an access type selected with none of its default features chosen is an error listing those types', async () => {
    const res = await withProdutos([portal([ids.tipoAcesso.admin, ids.tipoAcesso.consulta], [f('PORTAL_CONSULTA_VISUALIZACAO_USUARIOS')])]);
    // One default of each selected type is chosen (the administrator's include the consulta feature): fine.
    expect(res.errors).toBeUndefined();
    const emptied = await withProdutos([portal([ids.tipoAcesso.consulta], [])]);
    expect(failure(emptied)).toEqual({ code: 'BAD_USER_INPUT', fields: ['produtos.0.idsTiposAcesso'] });
    expect(messages(emptied)).toEqual(['produtos.0.idsTiposAcesso: Portal: escolha funcionalidades dos tipos de acesso Consulta ou desmarque-os.']);
  });

  it('features must belong to the selected access types', async () => {
    const res = await withProdutos([portal([ids.tipoAcesso.consulta], [f('PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'), f('PORTAL_MANUTENCAO_SLIDES')])]);
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['produtos.0.idsFuncionalidades'] });
    // Features are named to people by their names, not their keys.
    expect(messages(res)).toEqual(['produtos.0.idsFuncionalidades: Portal: as funcionalidades Slides não pertencem aos tipos de acesso selecionados.']);
  });

  it('features and access types must belong to the product; the product must exist and come once', async () => {
    const other = await withProdutos([{ idProduto: ids.produto.PECAS, idsTiposAcesso: [ids.tipoAcesso.consulta], idsFuncionalidades: [f('PORTAL_CONSULTA_VISUALIZACAO_USUARIOS')] }]);
    expect(failure(other)).toEqual({ code: 'BAD_USER_INPUT', fields: ['produtos.0.idsTiposAcesso', 'produtos.0.idsFuncionalidades'] });
    expect(failure(await withProdutos([{ idProduto: '99999' }]))).toEqual({ code: 'BAD_USER_INPUT', fields: ['produtos.0.idProduto'] });
    const twice = portal([ids.tipoAcesso.consulta], [f('PORTAL_CONSULTA_VISUALIZACAO_USUARIOS')]);
    expect(failure(await withProdutos([twice, twice]))).toEqual({ code: 'BAD_USER_INPUT', fields: ['produtos.1.idProduto'] });
  });

  it("the provider's administration goes to provider users only", async () => {
    await t.database.pool.query(
      `insert into tipo_acesso_funcionalidades (tipo_acesso_id, funcionalidade_id, padrao) values ($1, $2, false)`,
      [ids.tipoAcesso.admin, f('PORTAL_ADMINISTRACAO_PROVEDOR')],
    );
    const sel = portal([ids.tipoAcesso.admin], [f('PORTAL_MANUTENCAO_USUARIOS'), f('PORTAL_ADMINISTRACAO_PROVEDOR')]);
    expect(failure(await withProdutos([sel]))).toEqual({ code: 'BAD_USER_INPUT', fields: ['produtos.0.idsFuncionalidades'] });
    await saveOk(t.app, tokens.admin, montadoraUser(ids, { tipo: 'PROVEDOR', marcas: [], produtos: [sel] }));
    await t.database.pool.query(`delete from tipo_acesso_funcionalidades where funcionalidade_id = $1`, [f('PORTAL_ADMINISTRACAO_PROVEDOR')]);
  });

  it("an empty list removes every permission, and another user's permissions can be cloned", async () => {
    const model = await saveOk(t.app, tokens.admin, montadoraUser(ids, { produtos: [portal([ids.tipoAcesso.consulta], [f('PORTAL_CONSULTA_VISUALIZACAO_USUARIOS')])] }));
    const read = await gql<{ usuario: UsuarioOut }>(t.app, `{ usuario(id: "${model.id}") { ${USUARIO_FIELDS} } }`, { token: tokens.montadora });
    const clone = await saveOk(t.app, tokens.montadora, montadoraUser(ids, { produtos: read.data!.usuario.produtos }));
    expect(clone.produtos).toEqual(model.produtos);
    const s = montadoraUser(ids, { id: clone.id, email: clone.email, produtos: [] });
    const cleared = await saveOk(t.app, tokens.montadora, s);
    expect(cleared).toMatchObject({ produtos: [], funcionalidades: [], tiposAcesso: [] });
  });
});

describe('produtosByDealersAndTipoUsuario', () => {
  const Q = `query($d: [ID!], $t: TipoUsuario!) { produtosByDealersAndTipoUsuario(idsDealer: $d, tipoUsuario: $t) {
    id nome tiposAcesso { id nome funcionalidadesPadrao } funcionalidades { id chave tiposAcesso concedivel } } }`;
  type Out = { produtosByDealersAndTipoUsuario: { nome: string; funcionalidades: { chave: string; concedivel: boolean }[] }[] };
  const ask = (token: string, d: string[], tipo: string) => gql<Out>(t.app, Q, { token, variables: { d, t: tipo } });

  it('offers the products that have access types, without provider-only features for other types', async () => {
    const res = await ask(tokens.admin, [ids.dealer.Centro], 'DEALER_GRUPO');
    expect(res.data!.produtosByDealersAndTipoUsuario.map((p) => p.nome)).toEqual(['Portal']);
    const chaves = res.data!.produtosByDealersAndTipoUsuario[0]!.funcionalidades.map((x) => x.chave);
    expect(chaves).toContain('PORTAL_MANUTENCAO_USUARIOS');
    expect(chaves).not.toContain('PORTAL_ADMINISTRACAO_PROVEDOR');
    const provider = await ask(tokens.admin, [], 'PROVEDOR');
    expect(provider.data!.produtosByDealersAndTipoUsuario[0]!.funcionalidades.map((x) => x.chave)).toContain('PORTAL_ADMINISTRACAO_PROVEDOR');
  });

  it('marks which features the caller may grant, and refuses unknown dealers', async () => {
    const res = await ask(tokens.consulta, [], 'MONTADORA');
    const grantable = res.data!.produtosByDealersAndTipoUsuario[0]!.funcionalidades.filter((x) => x.concedivel).map((x) => x.chave);
    expect(grantable).toEqual(['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS']);
    expect(failure(await ask(tokens.admin, ['99999'], 'DEALER_GRUPO'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsDealer'] });
  });
});
