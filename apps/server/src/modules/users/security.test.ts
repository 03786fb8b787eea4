import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, failure, montadoraUser, salvar, saveOk, type DemoIds, type Save } from './testing.js';

/**
 * Mass assignment and privilege escalation (ASVS V5.1.2, V4.2.1): provider users, features the
 * caller does not hold, and the reach of a dealer-group administrator.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;
let novaFuncionalidade: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
  // Diana (the dealer demo user: Grupo Horizonte, Horizonte Centro) administers users of her group.
  await t.database.pool.query(`insert into usuario_funcionalidades (usuario_id, funcionalidade_id) values ($1, $2)`, [
    ids.usuario.dealer,
    ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS,
  ]);
  // A feature of the portal that the manufacturer demo user does not hold, offered by the admin profile.
  const f = await t.database.pool.query<{ id: number }>(
    `insert into funcionalidades (chave, nome, produto_id) values ('PORTAL_EXTRA', 'Extra', $1) returning id`,
    [ids.produto.PORTAL],
  );
  novaFuncionalidade = String(f.rows[0]!.id);
  await t.database.pool.query(`insert into tipo_acesso_funcionalidades (tipo_acesso_id, funcionalidade_id, padrao) values ($1, $2, false)`, [
    ids.tipoAcesso.admin,
    novaFuncionalidade,
  ]);
});
afterAll(() => t?.close());

const withPerms = (s: Save, idsFuncionalidades: unknown[]) => ({
  ...s,
  usuario: { ...s.usuario, produtos: [{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.admin], idsFuncionalidades }] },
});

describe('technical-provider users', () => {
  it('only the provider creates them', async () => {
    expect(failure(await salvar(t.app, tokens.montadora, montadoraUser(ids, { tipo: 'PROVEDOR', marcas: [] })))).toEqual({ code: 'FORBIDDEN', fields: [] });
    await saveOk(t.app, tokens.admin, montadoraUser(ids, { tipo: 'PROVEDOR', marcas: [] }));
  });

  it('only the provider edits, activates or flags them', async () => {
    const state = () => t.database.pool.query(`select nome, tipo, active, ativacao_especial from usuarios where id = $1`, [ids.usuario.admin]);
    const before = (await state()).rows[0];
    const admin = { usuario: { id: ids.usuario.admin, nome: 'Tomado', email: 'admin@portal.test', tipo: 'MONTADORA' } };
    expect(failure(await salvar(t.app, tokens.montadora, admin)).code).toBe('FORBIDDEN');
    for (const op of ['inativarUsuario', 'ativarUsuario', 'liberarAtivacaoEspecial', 'removerAtivacaoEspecial']) {
      expect(outcome(await gql(t.app, `mutation { ${op}(id: "${ids.usuario.admin}") { id } }`, { token: tokens.montadora }))).toBe('FORBIDDEN');
    }
    expect((await state()).rows[0]).toEqual(before);
    expect(before).toMatchObject({ nome: 'Administrador do Provedor', tipo: 'PROVEDOR' });
  });
});

describe('features the caller does not hold', () => {
  it('cannot be granted by a caller other than the provider', async () => {
    const res = await salvar(t.app, tokens.montadora, withPerms(montadoraUser(ids), [ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS, novaFuncionalidade]));
    expect(failure(res)).toEqual({ code: 'FORBIDDEN', fields: ['produtos'] });
    expect(res.errors![0]!.message).toContain('Extra');
    await saveOk(t.app, tokens.admin, withPerms(montadoraUser(ids), [ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS, novaFuncionalidade]));
  });

  it('granted by the provider may be kept or removed by another administrator editing the user', async () => {
    const s = withPerms(montadoraUser(ids), [ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS, novaFuncionalidade]);
    const u = await saveOk(t.app, tokens.admin, s);
    const edit = { ...s, usuario: { ...s.usuario, id: u.id, nome: 'Editado pela montadora' } };
    expect((await saveOk(t.app, tokens.montadora, edit)).funcionalidades.map((f) => f.chave)).toContain('PORTAL_EXTRA');
    const removed = withPerms({ ...edit }, [ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS]);
    expect((await saveOk(t.app, tokens.montadora, removed)).funcionalidades.map((f) => f.chave)).toEqual(['PORTAL_MANUTENCAO_USUARIOS']);
  });
});

describe('a dealer-group administrator', () => {
  it('lists and reads only the users of its own groups and dealers', async () => {
    const mine = await saveOk(t.app, tokens.admin, dealerUser(ids));
    const list = await gql<{ usuarios: { content: { email: string }[]; totalElements: number } }>(
      t.app,
      '{ usuarios(filtro: { rowsPerPage: 100 }) { totalElements content { email } } }',
      { token: tokens.dealer },
    );
    expect(list.errors).toBeUndefined();
    const emails = list.data!.usuarios.content.map((u) => u.email);
    expect(emails).toContain(mine.email);
    expect(emails).toContain('dealer@portal.test');
    expect(emails).not.toContain('montadora@portal.test');
    expect(outcome(await gql(t.app, `{ usuario(id: "${ids.usuario.montadora}") { id } }`, { token: tokens.dealer }))).toBe('FORBIDDEN');
    expect(outcome(await gql(t.app, `{ infoUsuario(usuarioId: "${ids.usuario.montadora}") { dataAdmissao } }`, { token: tokens.dealer }))).toBe('FORBIDDEN');
    expect(outcome(await gql(t.app, `{ cargos(usuarioId: "${ids.usuario.montadora}") { id } }`, { token: tokens.dealer }))).toBe('FORBIDDEN');
  });

  it('creates dealer-group users within its groups and dealers only', async () => {
    const s = dealerUser(ids, { marcas: [ids.marca.Boreal], idsDealers: [ids.dealer.Sul] });
    await saveOk(t.app, tokens.dealer, { ...s, cargos: [{ ...s.cargos[0]!, dealerId: ids.dealer.Sul }] });
    const fora = dealerUser(ids, { marcas: [ids.marca.Cometa], grupos: [ids.grupo.Litoral], idsDealers: [ids.dealer.Praia] });
    const res = await salvar(t.app, tokens.dealer, { ...fora, cargos: [{ ...fora.cargos[0]!, dealerId: ids.dealer.Praia }] });
    expect(failure(res)).toEqual({ code: 'FORBIDDEN', fields: ['marcas', 'grupos', 'idsDealers'] });
    expect(failure(await salvar(t.app, tokens.dealer, montadoraUser(ids, { marcas: [ids.marca.Aurora] }))).code).toBe('FORBIDDEN');
  });

  it('edits and inactivates only users wholly within its reach', async () => {
    const litoral = dealerUser(ids, { marcas: [ids.marca.Cometa], grupos: [ids.grupo.Litoral], idsDealers: [ids.dealer.Praia] });
    const outsider = await saveOk(t.app, tokens.admin, { ...litoral, cargos: [{ ...litoral.cargos[0]!, dealerId: ids.dealer.Praia }] });
    const moved = dealerUser(ids, { id: outsider.id, email: outsider.email, cpf: outsider.cpf });
    expect(failure(await salvar(t.app, tokens.dealer, moved)).code).toBe('FORBIDDEN');
    expect(outcome(await gql(t.app, `mutation { inativarUsuario(id: "${outsider.id}") { id } }`, { token: tokens.dealer }))).toBe('FORBIDDEN');
    const mine = await saveOk(t.app, tokens.admin, dealerUser(ids));
    expect(outcome(await gql(t.app, `mutation { inativarUsuario(id: "${mine.id}") { active } }`, { token: tokens.dealer }))).toBe('OK');
  });

  it('grants only the features it holds itself', async () => {
    const s = dealerUser(ids, { produtos: [{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.admin], idsFuncionalidades: [ids.funcionalidade.PORTAL_MANUTENCAO_DEALERS_GRUPO] }] });
    expect(failure(await salvar(t.app, tokens.dealer, s))).toEqual({ code: 'FORBIDDEN', fields: ['produtos'] });
  });
});
