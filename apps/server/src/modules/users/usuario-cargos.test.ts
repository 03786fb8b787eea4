import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, failure, messages, salvar, saveOk, type DemoIds } from './testing.js';

/** Spec 01 §5 "Adding a position" (podeAdicionarCargo and the save) and the cargos queries. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

const PODE = `mutation($c: CargoUsuarioInput!, $cs: [CargoUsuarioInput!]) { podeAdicionarCargo(cargoAdicionadoInput: $c, cargosInputs: $cs) }`;
const pode = (c: Record<string, unknown>, cs: Record<string, unknown>[] = []) =>
  gql<{ podeAdicionarCargo: boolean }>(t.app, PODE, { token: tokens.montadora, variables: { c, cs } });
const cargo = (over: Record<string, unknown> = {}) => ({
  cargoId: ids.cargo.Vendedor,
  dataInicio: '2024-01-10',
  dealerId: ids.dealer.Centro,
  departamentoId: ids.departamento.Vendas,
  ...over,
});

describe('podeAdicionarCargo', () => {
  it('answers true for a position that may be added', async () => {
    expect((await pode(cargo())).data).toEqual({ podeAdicionarCargo: true });
    expect((await pode(cargo({ cargoId: ids.cargo['Gerente geral'], dataInicio: '2024-05-01' }), [cargo()])).data).toEqual({ podeAdicionarCargo: true });
  });

  it('requires position, start date, dealer and (departments in use) department', async () => {
    const res = await pode({});
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['cargoId', 'dataInicio', 'dealerId', 'departamentoId'] });
    expect(messages(res)[0]).toBe('cargoId: Informe o cargo.');
  });

  it('refuses a position already assigned at the same dealer', async () => {
    expect(failure(await pode(cargo({ dataInicio: '2025-01-01' }), [cargo()]))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cargoId'] });
  });

  it('refuses a start not after the earlier positions of that dealer', async () => {
    const res = await pode(cargo({ cargoId: ids.cargo['Gerente geral'], dataInicio: '2024-01-10' }), [cargo()]);
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataInicio'] });
    expect(messages(res)).toEqual(['dataInicio: A data de início deve ser posterior à dos cargos anteriores neste registro de Concessionária (2024-01-10).']);
    // Another dealer's positions do not count.
    expect((await pode(cargo({ cargoId: ids.cargo['Gerente geral'], dealerId: ids.dealer.Sul }), [cargo()])).data).toEqual({ podeAdicionarCargo: true });
  });

  it('refuses unknown positions, departments and dealers', async () => {
    expect(failure(await pode(cargo({ cargoId: '99999', departamentoId: '99999', dealerId: '99999' })))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['cargoId', 'departamentoId', 'dealerId'],
    });
  });
});

describe('positions in salvarUsuario', () => {
  it("a position's dealer must be one of the user's dealers", async () => {
    const s = dealerUser(ids);
    const res = await salvar(t.app, tokens.montadora, { ...s, cargos: [...s.cargos, cargo({ cargoId: ids.cargo['Gerente geral'], dealerId: ids.dealer.Sul })] });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['cargos.1.dealerId'] });
  });

  it('refuses the same position twice at one dealer', async () => {
    const s = dealerUser(ids);
    const res = await salvar(t.app, tokens.montadora, { ...s, cargos: [cargo(), cargo({ dataInicio: '2024-05-01' })] });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['cargos.1.cargoId'] });
  });

  it('a position added after another at the same dealer starts after it; stored history is not re-judged', async () => {
    const s = dealerUser(ids);
    const later = cargo({ cargoId: ids.cargo['Gerente geral'], dataInicio: '2023-12-01' });
    expect(failure(await salvar(t.app, tokens.montadora, { ...s, cargos: [cargo(), later] }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['cargos.1.dataInicio'],
    });
    // Stored first (alone), the older position is history: listing it after the new one is fine.
    const u = await saveOk(t.app, tokens.montadora, { ...s, cargos: [later] });
    const again = { ...s, usuario: { ...s.usuario, id: u.id } };
    await saveOk(t.app, tokens.montadora, { ...again, cargos: [cargo({ dataInicio: '2024-02-01' }), later] });
    // A new position must still start after the stored ones of its dealer.
    const nova = cargo({ cargoId: ids.cargo['Gerente de vendas'], dataInicio: '2024-01-15' });
    expect(failure(await salvar(t.app, tokens.montadora, { ...again, cargos: [cargo({ dataInicio: '2024-02-01' }), later, nova] }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['cargos.2.dataInicio'],
    });
  });

  it('requires the department of each position while departments are in use, and refuses an inactive one', async () => {
    const s = dealerUser(ids);
    expect(failure(await salvar(t.app, tokens.montadora, { ...s, cargos: [cargo({ departamentoId: null })] }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['cargos.0.departamentoId'],
    });
    await t.database.pool.query(`insert into departamentos (nome, active) values ('Extinto', false)`);
    const extinto = (await t.database.pool.query<{ id: number }>(`select id from departamentos where nome = 'Extinto'`)).rows[0]!.id;
    const res = await salvar(t.app, tokens.montadora, { ...s, cargos: [cargo({ departamentoId: String(extinto) })] });
    expect(messages(res)).toEqual(['cargos.0.departamentoId: Extinto está inativo.']);
  });
});

describe('cargos and departamentosCargosUsuarios queries', () => {
  it('lists the catalog of positions, the main ones only when asked', async () => {
    const all = await gql<{ cargos: { nome: string; principal: boolean; dealer: null }[] }>(t.app, '{ cargos { id cargoId nome principal dealer { id } } }', { token: tokens.consulta });
    expect(all.data!.cargos.map((c) => c.nome)).toEqual(['Balconista de peças', 'Consultor técnico', 'Gerente de pós-venda', 'Gerente de vendas', 'Gerente geral', 'Vendedor']);
    const main = await gql<{ cargos: { nome: string }[] }>(t.app, '{ cargos(principais: true) { nome principal } }', { token: tokens.consulta });
    expect(main.data!.cargos).toEqual([
      { nome: 'Gerente de pós-venda', principal: true },
      { nome: 'Gerente de vendas', principal: true },
      { nome: 'Gerente geral', principal: true },
    ]);
  });

  it('lists the active departments', async () => {
    const res = await gql<{ departamentosCargosUsuarios: { nome: string; sigla: string }[] }>(t.app, '{ departamentosCargosUsuarios { id nome sigla assinatura } }', { token: tokens.consulta });
    expect(res.data!.departamentosCargosUsuarios.map((d) => d.nome)).toEqual(['Diretoria', 'Pós-venda', 'Vendas']);
  });
});
