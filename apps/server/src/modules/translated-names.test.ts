import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FEATURE_KEYS, type Idioma } from '@portal/domain';
import { DEMO_USERS } from '../seed/demo.js';
import { buildTestApp, type TestApp } from '../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../test/graphql.js';
import { demoIds, montadoraUser, salvar } from './users/testing.js';

/*
 * Features, access types and user types are named to people, never by their keys, in the
 * caller's language: the user form (step 2), the account's permissions, the user record and the
 * catalog screens, which edit the three languages.
 */

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

async function speaks(role: DemoRole, idioma: Idioma) {
  // The database's trigger (migration 0016) drops the cached current user on every instance.
  await t.database.pool.query('update usuarios set idioma = $1 where email = $2', [idioma, DEMO_USERS[role]]);
}

type Named = { chave?: string; nome: string; descricao: string };

const STEP2 = `{ usuarioDominio {
  produtos { nome tiposAcesso { nome descricao } funcionalidades { chave nome descricao } }
  funcionalidades { chave nome descricao } tiposUsuario { id nome descricao } } }`;

describe('names in the caller’s language', () => {
  it('the user form: features, access types and user types, per language, never a key', async () => {
    const expected = {
      PT_BR: { feature: 'Cadastro de usuários', type: 'Administrador do portal', user: 'Montadora', description: 'Cria e altera usuários, seus cargos e permissões.' },
      ES: { feature: 'Registro de usuarios', type: 'Administrador del portal', user: 'Fabricante', description: 'Crea y modifica usuarios, sus cargos y permisos.' },
      EN: { feature: 'User maintenance', type: 'Portal administrator', user: 'Manufacturer', description: 'Creates and edits users, their positions and permissions.' },
    } as const;
    for (const idioma of ['PT_BR', 'ES', 'EN'] as const) {
      await speaks('montadora', idioma);
      const res = await gql<{ usuarioDominio: { produtos: { nome: string; tiposAcesso: Named[]; funcionalidades: Named[] }[]; funcionalidades: Named[]; tiposUsuario: (Named & { id: string })[] } }>(
        t.app,
        STEP2,
        { token: tokens.montadora },
      );
      expect(res.errors).toBeUndefined();
      const dominio = res.data!.usuarioDominio;
      const portal = dominio.produtos.find((p) => p.nome === 'Portal')!;
      const feature = portal.funcionalidades.find((f) => f.chave === 'PORTAL_MANUTENCAO_USUARIOS')!;
      expect(feature).toMatchObject({ nome: expected[idioma].feature, descricao: expected[idioma].description });
      expect(portal.tiposAcesso.map((a) => a.nome)).toContain(expected[idioma].type);
      expect(dominio.tiposUsuario.find((u) => u.id === 'MONTADORA')!.nome).toBe(expected[idioma].user);
      const all = [...dominio.funcionalidades, ...dominio.produtos.flatMap((p) => p.funcionalidades)];
      expect(all.filter((f) => (ALL_FEATURE_KEYS as readonly string[]).includes(f.nome))).toEqual([]);
      expect(all.every((f) => f.descricao.length > 0)).toBe(true);
    }
  });

  it('my account: the granted features by name and description, per language', async () => {
    for (const [idioma, nome] of [['EN', 'User maintenance'], ['ES', 'Registro de usuarios'], ['PT_BR', 'Cadastro de usuários']] as const) {
      await speaks('montadora', idioma);
      const res = await gql<{ minhaConta: { permissoes: { funcionalidades: Named[] }[] } }>(
        t.app,
        '{ minhaConta { permissoes { funcionalidades { chave nome descricao } } } }',
        { token: tokens.montadora },
      );
      const features = res.data!.minhaConta.permissoes.flatMap((p) => p.funcionalidades);
      expect(features.find((f) => f.chave === 'PORTAL_MANUTENCAO_USUARIOS')!.nome).toBe(nome);
      expect(features.filter((f) => f.nome === f.chave)).toEqual([]);
    }
  });
});

describe('messages name them in the caller’s language', () => {
  it('a feature outside the chosen access types is named in English to an English reader', async () => {
    const ids = await demoIds(t.database);
    await speaks('admin', 'EN');
    const f = ids.funcionalidade;
    const res = await salvar(t.app, tokens.admin, montadoraUser(ids, {
      produtos: [{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.consulta], idsFuncionalidades: [f.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS, f.PORTAL_MANUTENCAO_ANUNCIOS] }],
    }));
    expect(res.errors?.[0]?.message).toBe('Portal: the features Adverts do not belong to the selected access types.');
    await speaks('admin', 'PT_BR');
  });
});

describe('the catalog screens edit the three languages', () => {
  const FIELDS = 'id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn';

  it('a feature saved with its texts answers each language; the es and en names are required', async () => {
    await speaks('admin', 'PT_BR');
    const produto = (await t.database.pool.query<{ id: number }>(`select id from produtos where codigo = 'PECAS'`)).rows[0]!.id;
    const input = {
      chave: 'PECAS_ESTOQUE',
      nome: 'Estoque de peças',
      nomeEs: 'Stock de piezas',
      nomeEn: 'Parts stock',
      descricao: 'Consulta o estoque.',
      descricaoEs: 'Consulta el stock.',
      descricaoEn: 'Looks up the stock.',
      produto: String(produto),
    };
    const saved = await gql<{ salvarFuncionalidade: Record<string, string> }>(
      t.app,
      `mutation($f: FuncionalidadeInput!) { salvarFuncionalidade(funcionalidade: $f) { ${FIELDS} } }`,
      { token: tokens.admin, variables: { f: input } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.salvarFuncionalidade).toMatchObject({
      nome: 'Estoque de peças',
      nomePtBr: 'Estoque de peças',
      nomeEs: 'Stock de piezas',
      nomeEn: 'Parts stock',
      descricaoPtBr: 'Consulta o estoque.',
      descricaoEn: 'Looks up the stock.',
    });
    await speaks('admin', 'EN');
    const read = await gql<{ funcionalidade: Record<string, string> }>(t.app, `query($id: ID!) { funcionalidade(id: $id) { ${FIELDS} } }`, {
      token: tokens.admin,
      variables: { id: saved.data!.salvarFuncionalidade.id },
    });
    expect(read.data!.funcionalidade).toMatchObject({ nome: 'Parts stock', descricao: 'Looks up the stock.', nomePtBr: 'Estoque de peças' });

    await speaks('admin', 'PT_BR');
    const missing = await gql(t.app, `mutation($f: FuncionalidadeInput!) { salvarFuncionalidade(funcionalidade: $f) { id } }`, {
      token: tokens.admin,
      variables: { f: { ...input, chave: 'PECAS_OUTRA', nomeEs: ' ', nomeEn: null } },
    });
    expect(missing.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'nomeEs', message: 'O campo nome em espanhol é obrigatório.' },
      { field: 'nomeEn', message: 'O campo nome em inglês é obrigatório.' },
    ]);
  });

  it('a user type keeps its id and changes its texts', async () => {
    await speaks('admin', 'ES');
    const res = await gql<{ salvarTipoUsuario: Record<string, string> }>(
      t.app,
      `mutation($u: TipoUsuarioInput!) { salvarTipoUsuario(tipoUsuario: $u) { ${FIELDS} } }`,
      {
        token: tokens.admin,
        variables: { u: { id: 'MONTADORA', nome: 'Montadora', nomeEs: 'Automotriz', nomeEn: 'Carmaker', descricaoEs: 'Personas de la automotriz.' } },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.salvarTipoUsuario).toMatchObject({ id: 'MONTADORA', nome: 'Automotriz', descricao: 'Personas de la automotriz.', nomeEn: 'Carmaker' });
  });
});
