import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, failure, messages, salvar, saveOk, type DemoIds } from './testing.js';

/** The cascades of spec 01 §4 as the server enforces them on salvarUsuario. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

describe('brands, groups and dealers stay consistent', () => {
  it('a group must have a dealer of the chosen brands', async () => {
    // Grupo Litoral sells only Cometa.
    const s = dealerUser(ids, { grupos: [ids.grupo.Horizonte, ids.grupo.Litoral] });
    const res = await salvar(t.app, tokens.montadora, s);
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['grupos'] });
    expect(messages(res)).toEqual(['grupos: Grupo Litoral não tem registros de Concessionárias das Marcas selecionadas.']);
  });

  it('a dealer must belong to a chosen group', async () => {
    const s = dealerUser(ids, { marcas: [ids.marca.Aurora, ids.marca.Cometa], idsDealers: [ids.dealer.Centro, ids.dealer.Praia] });
    const cargos = [...s.cargos, { ...s.cargos[0]!, dealerId: ids.dealer.Praia }];
    const res = await salvar(t.app, tokens.montadora, { ...s, cargos });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsDealers'] });
    expect(messages(res)).toEqual(['idsDealers: Litoral Praia não pertence aos registros de Grupos selecionados.']);
  });

  it('a dealer must sell a chosen brand', async () => {
    // Horizonte Sul sells Aurora and Boreal; Horizonte Centro only Aurora.
    const s = dealerUser(ids, { marcas: [ids.marca.Boreal], idsDealers: [ids.dealer.Centro] });
    const res = await salvar(t.app, tokens.montadora, s);
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsDealers'] });
    expect(messages(res)).toEqual(['idsDealers: Horizonte Centro não é das Marcas selecionadas.']);
    const ok = dealerUser(ids, { marcas: [ids.marca.Boreal], idsDealers: [ids.dealer.Sul] });
    await saveOk(t.app, tokens.montadora, { ...ok, cargos: [{ ...ok.cargos[0]!, dealerId: ids.dealer.Sul }] });
  });

  it('a dealer without a group cannot be chosen (the form reaches dealers through groups)', async () => {
    const d = await t.database.pool.query<{ id: number }>(
      `insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal) values ('Sem Grupo Veículos Ltda', 'Sem Grupo', '11222333000181', 'SG01') returning id`,
    );
    const dealerId = String(d.rows[0]!.id);
    await t.database.pool.query(`insert into dealer_marcas (dealer_id, marca_id) values ($1, $2)`, [dealerId, ids.marca.Aurora]);
    const s = dealerUser(ids, { idsDealers: [dealerId] });
    const res = await salvar(t.app, tokens.montadora, { ...s, cargos: [{ ...s.cargos[0]!, dealerId }] });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsDealers'] });
  });
});

describe('the user type decides the links', () => {
  it('a type other than dealer-group stores no dealers and no groups', async () => {
    const s = dealerUser(ids, { tipo: 'MONTADORA', cpf: null });
    const res = await salvar(t.app, tokens.montadora, { ...s, cargos: [], infos: null });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsDealers', 'grupos'] });
  });

  it('changing a dealer-group user to manufacturer, as the form sends it, leaves no dealers, groups, positions or infos', async () => {
    const s = dealerUser(ids);
    const u = await saveOk(t.app, tokens.montadora, s);
    const changed = await saveOk(t.app, tokens.montadora, {
      usuario: { ...s.usuario, id: u.id, tipo: 'MONTADORA', grupos: [], idsDealers: [] },
      cargos: [],
      infos: null,
    });
    expect(changed).toMatchObject({ tipo: 'MONTADORA', grupos: [], dealers: [], marcas: [{ description: 'Aurora' }] });
    const left = await t.database.pool.query(
      `select (select count(*)::int from usuario_cargos where usuario_id = $1) as cargos,
              (select count(*)::int from usuario_infos where usuario_id = $1) as infos`,
      [u.id],
    );
    expect(left.rows[0]).toEqual({ cargos: 0, infos: 0 });
    const info = await gql<{ infoUsuario: unknown }>(t.app, `{ infoUsuario(usuarioId: "${u.id}") { dataAdmissao } }`, { token: tokens.montadora });
    expect(info.data!.infoUsuario).toBeNull();
  });

  it('removing a dealer drops its positions when the form sends them dropped, and refuses positions left behind', async () => {
    const s = dealerUser(ids, { marcas: [ids.marca.Aurora], idsDealers: [ids.dealer.Centro, ids.dealer.Sul] });
    const cargos = [...s.cargos, { ...s.cargos[0]!, dealerId: ids.dealer.Sul }];
    const u = await saveOk(t.app, tokens.montadora, { ...s, cargos, infos: s.infos });
    const removed = { ...s.usuario, id: u.id, idsDealers: [ids.dealer.Centro] };
    expect(failure(await salvar(t.app, tokens.montadora, { usuario: removed, cargos, infos: s.infos }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['cargos.1.dealerId'],
    });
    await saveOk(t.app, tokens.montadora, { usuario: removed, cargos: s.cargos, infos: s.infos });
    const left = await t.database.pool.query(`select dealer_id from usuario_cargos where usuario_id = $1`, [u.id]);
    expect(left.rows.map((r) => String(r.dealer_id))).toEqual([ids.dealer.Centro]);
  });
});
