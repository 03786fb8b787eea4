import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { demoIds, type DemoIds } from '../users/testing.js';
import { failure, fresh, grupoInput, salvar, saveOk, tokenFor } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let d: DemoIds;
let manual: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  d = await demoIds(t.database);
  manual = d.usuario.consulta;
});
afterAll(() => t?.close());

const perfil = (over: Record<string, unknown> = {}) =>
  grupoInput(manual, { possuiUsuariosManuais: false, usuariosManuais: [], possuiPerfil: true, marcas: [d.marca.Aurora], tiposUsuarios: ['MONTADORA'], ...over });

describe('salvarGrupoUsuarios: spec 02 §5 "Group"', () => {
  it('requires a name and at least one criterion', async () => {
    expect(failure(await salvar(t.app, tokens.montadora, { nome: '  ' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome', 'criterios'] });
  });

  it('with possuiPerfil needs a brand and a user type; with DEALER_GRUPO and without all dealers, a dealer', async () => {
    const res = await salvar(t.app, tokens.montadora, perfil({ marcas: [], tiposUsuarios: [] }));
    expect(failure(res).fields).toEqual(['marcas', 'tiposUsuarios']);
    const dealer = await salvar(t.app, tokens.montadora, perfil({ tiposUsuarios: ['DEALER_GRUPO'] }));
    expect(failure(dealer).fields).toEqual(['dealers']);
    await saveOk(t.app, tokens.montadora, perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true }));
    await saveOk(t.app, tokens.montadora, perfil({ tiposUsuarios: ['DEALER_GRUPO'], dealers: [d.dealer.Centro] }));
  });

  it('each checked criterion needs at least one item', async () => {
    const res = await salvar(t.app, tokens.montadora, {
      nome: `Vazio ${fresh()}`,
      possuiCargos: true,
      possuiSetores: true,
      possuiGrupos: true,
      possuiUsuariosManuais: true,
    });
    expect(failure(res).fields).toEqual(['cargos', 'setores', 'grupos', 'usuariosManuais']);
  });

  it('answers translated, field-named messages', async () => {
    const res = await gql(t.app, `mutation { salvarGrupoUsuarios(grupoUsuarios: { nome: "X", possuiCargos: true }) { id } }`, {
      token: tokens.montadora,
    });
    // The demo manufacturer reads Portuguese.
    expect(res.errors?.[0]?.extensions?.fields?.[0]).toEqual({ field: 'cargos', message: 'Selecione pelo menos um item em cargos.' });
  });

  it('refuses a duplicate name, case-insensitively, as a field error', async () => {
    const g = await saveOk(t.app, tokens.montadora, grupoInput(manual));
    const res = await salvar(t.app, tokens.montadora, grupoInput(manual, { nome: `  ${g.nome.toUpperCase()} ` }));
    expect(failure(res)).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    // Saving itself under its own name is no duplicate.
    await saveOk(t.app, tokens.montadora, grupoInput(manual, { id: g.id, nome: g.nome }));
  });
});

describe('salvarGrupoUsuarios: spec 02 §4 on the server', () => {
  it('an unchecked criterion stores no selection', async () => {
    const g = await saveOk(t.app, tokens.montadora, grupoInput(manual, {
      possuiPerfil: false,
      marcas: [d.marca.Aurora],
      tiposUsuarios: ['DEALER_GRUPO'],
      dealers: [d.dealer.Centro],
      possuiCargos: false,
      cargos: [d.cargo.Vendedor],
      possuiGrupos: false,
      grupos: [d.grupo.Horizonte],
    }));
    expect([g.marcas, g.tiposUsuarios, g.dealers, g.cargos, g.grupos]).toEqual([[], [], [], [], []]);
    expect(g.usuariosManuais.map((u) => u.id)).toEqual([manual]);
  });

  it('without DEALER_GRUPO, all dealers, dealers and access types are dropped; all dealers drops the dealer list', async () => {
    const g = await saveOk(t.app, tokens.montadora, perfil({
      todosDealers: true,
      dealers: [d.dealer.Centro],
      tiposAcesso: [d.tipoAcesso.admin],
    }));
    expect([g.todosDealers, g.dealers, g.tiposAcesso]).toEqual([false, [], []]);
    const todos = await saveOk(t.app, tokens.montadora, perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true, dealers: [d.dealer.Centro] }));
    expect([todos.todosDealers, todos.dealers]).toEqual([true, []]);
  });

  it('refuses all dealers to a dealer-group caller', async () => {
    const { token } = await tokenFor(t.app, t.database, ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS'], 'DEALER_GRUPO');
    const res = await salvar(t.app, token, perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true }));
    expect(failure(res).fields).toContain('todosDealers');
  });
});

describe('salvarGrupoUsuarios: publico (spec 02 §4, §6)', () => {
  it('needs PORTAL_CRIACAO_GRUPOS_USUARIOS_PUBLICOS', async () => {
    const { token } = await tokenFor(t.app, t.database, ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
    expect(failure(await salvar(t.app, token, grupoInput(manual, { publico: true })))).toEqual({ code: 'FORBIDDEN', fields: ['publico'] });
    expect((await saveOk(t.app, token, grupoInput(manual))).publico).toBe(false);
    expect((await saveOk(t.app, tokens.montadora, grupoInput(manual, { publico: true }))).publico).toBe(true);
  });

  it('cannot change after creation', async () => {
    const g = await saveOk(t.app, tokens.montadora, grupoInput(manual, { publico: true }));
    const res = await salvar(t.app, tokens.montadora, grupoInput(manual, { id: g.id, nome: g.nome, publico: false }));
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['publico'] });
    const kept = await saveOk(t.app, tokens.montadora, grupoInput(manual, { id: g.id, nome: g.nome }));
    expect(kept.publico).toBe(true);
  });
});

describe('salvarGrupoUsuarios: options of the signed-in user (spec 02 §6)', () => {
  it('refuses brands, user types, inactive dealers and access types beyond the caller', async () => {
    const { id, token } = await tokenFor(t.app, t.database, ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
    await t.database.db.execute(sql`delete from usuario_marcas where usuario_id = ${id} and marca_id <> ${Number(d.marca.Aurora)}`);
    const [inactive] = (await t.database.pool.query<{ id: number }>(
      `insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, active) values ('Inativa Ltda', 'Inativa', '11222333000181', 'GX1', false) returning id`,
    )).rows;
    const res = await salvar(t.app, token, perfil({
      marcas: [d.marca.Aurora, d.marca.Boreal],
      tiposUsuarios: ['PROVEDOR', 'DEALER_GRUPO'],
      dealers: [String(inactive!.id)],
      // The caller's features are all of the portal product: the other product's access type is out.
      tiposAcesso: [d.tipoAcesso.admin],
    }));
    expect(failure(res).fields).toEqual(['marcas', 'tiposUsuarios', 'dealers']);
    await t.database.db.execute(sql`insert into tipos_acesso (nome, produto_id) values ('Peças balcão', ${Number(d.produto.PECAS)})`);
    const pecas = (await t.database.pool.query<{ id: number }>(`select id from tipos_acesso where nome = 'Peças balcão'`)).rows[0]!.id;
    const other = await salvar(t.app, token, perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true, tiposAcesso: [String(pecas)] }));
    expect(failure(other).fields).toEqual(['tiposAcesso']);
    // The provider may target every type and every product.
    await saveOk(t.app, tokens.admin, perfil({ tiposUsuarios: ['PROVEDOR', 'DEALER_GRUPO'], todosDealers: true, tiposAcesso: [String(pecas)] }));
  });
});

interface Snapshot {
  active: boolean;
  usuariosManuais: { id: number }[];
}

describe('audit and atomicity', () => {
  it('writes one audit row per mutation with before/after snapshots including relations', async () => {
    const g = await saveOk(t.app, tokens.montadora, grupoInput(manual));
    await saveOk(t.app, tokens.montadora, grupoInput(d.usuario.dealer, { id: g.id, nome: g.nome }));
    await gql(t.app, `mutation { inativarGrupoUsuarios(id: "${g.id}") { id } }`, { token: tokens.montadora });
    await gql(t.app, `mutation { atualizarGrupoFavorito(id: "${g.id}") { id } }`, { token: tokens.montadora });
    const rows = (await t.database.pool.query<{ acao: string; antes: Snapshot; depois: Snapshot }>(
      `select acao, antes, depois from auditoria where entidade = 'grupoUsuarios' and entidade_id = $1 order by id`,
      [g.id],
    )).rows;
    expect(rows.map((r) => r.acao)).toEqual(['CRIAR', 'ALTERAR', 'INATIVAR', 'FAVORITAR']);
    expect(rows[1]!.antes.usuariosManuais.map((u: { id: number }) => String(u.id))).toEqual([manual]);
    expect(rows[1]!.depois.usuariosManuais.map((u: { id: number }) => String(u.id))).toEqual([d.usuario.dealer]);
    expect([rows[2]!.antes.active, rows[2]!.depois.active]).toEqual([true, false]);
  });

  it('a refused save leaves nothing behind', async () => {
    const nome = `Atomico ${fresh()}`;
    await salvar(t.app, tokens.montadora, { nome, possuiPerfil: true, marcas: [d.marca.Aurora], tiposUsuarios: [] });
    const n = (await t.database.pool.query(`select 1 from grupos_usuarios where nome = $1`, [nome])).rowCount;
    expect(n).toBe(0);
  });
});
