import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerInput, failure, saveDealer, saveGrupo } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const q = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.pool.query<R>(text, params);

async function newUser(email: string, active = true): Promise<number> {
  const r = await q<{ id: number }>(`insert into usuarios (nome, email, tipo, active) values ($1, $2, 'DEALER_GRUPO', $3) returning id`, [email, email, active]);
  return r.rows[0]!.id;
}
const activeOf = async (table: 'usuarios' | 'dealers', ids: (number | string)[]) =>
  (await q<{ active: boolean }>(`select active from ${table} where id = any($1::int[]) order by id`, [ids])).rows.map((r) => r.active);

describe('inativarGrupoDealer: the group, its dealers and their users (spec 01 §4)', () => {
  it('inactivates the dealers of the group and the users linked to them or to the group, audited', async () => {
    const grupo = await saveGrupo(t.app, tokens.montadora, 'Grupo Cascata');
    const other = await saveGrupo(t.app, tokens.montadora, 'Grupo Vizinho');
    const d1 = await saveDealer(t.app, tokens.montadora, dealerInput({ grupo }));
    const d2 = await saveDealer(t.app, tokens.montadora, dealerInput({ grupo }));
    const outside = await saveDealer(t.app, tokens.montadora, dealerInput({ grupo: other }));
    const viaDealer = await newUser('via.dealer@cascata.test');
    const viaGrupo = await newUser('via.grupo@cascata.test');
    const alreadyOff = await newUser('inativo@cascata.test', false);
    const bystander = await newUser('vizinho@cascata.test');
    await q(`insert into usuario_dealers (usuario_id, dealer_id) values ($1, $2), ($3, $2), ($4, $5)`, [viaDealer, d2.id, alreadyOff, bystander, outside.id]);
    await q(`insert into usuario_grupos_dealer (usuario_id, grupo_id) values ($1, $2), ($3, $4)`, [viaGrupo, grupo, bystander, other]);

    const res = await gql(t.app, `mutation { inativarGrupoDealer(id: "${grupo}") { grupo { id active totalDealers } dealersInativados usuariosInativados } }`, {
      token: tokens.montadora,
    });
    expect(res.data).toEqual({
      inativarGrupoDealer: { grupo: { id: grupo, active: false, totalDealers: 2 }, dealersInativados: 2, usuariosInativados: 2 },
    });
    expect(await activeOf('dealers', [d1.id, d2.id, outside.id])).toEqual([false, false, true]);
    expect(await activeOf('usuarios', [viaDealer, viaGrupo, alreadyOff, bystander])).toEqual([false, false, false, true]);
    const audit = await q(`select acao, antes, depois from auditoria where entidade = 'grupo' and entidade_id = $1 and acao = 'INATIVAR'`, [grupo]);
    expect(audit.rows).toEqual([
      {
        acao: 'INATIVAR',
        antes: { active: true },
        depois: { active: false, dealersInativados: [Number(d1.id), Number(d2.id)], usuariosInativados: [viaDealer, viaGrupo] },
      },
    ]);
  });

  it('activating the group again leaves dealers inactive until activated one by one', async () => {
    const grupo = await saveGrupo(t.app, tokens.montadora, 'Grupo Volta');
    const d = await saveDealer(t.app, tokens.montadora, dealerInput({ grupo }));
    await gql(t.app, `mutation { inativarGrupoDealer(id: "${grupo}") { dealersInativados } }`, { token: tokens.admin });
    expect(failure(await gql(t.app, `mutation { ativarDealer(id: "${d.id}") { id } }`, { token: tokens.admin })).code).toBe('CONFLICT');
    const on = await gql(t.app, `mutation { ativarGrupoDealer(id: "${grupo}") { active } }`, { token: tokens.admin });
    expect(on.data).toEqual({ ativarGrupoDealer: { active: true } });
    expect(await activeOf('dealers', [d.id])).toEqual([false]);
    expect((await gql(t.app, `mutation { ativarDealer(id: "${d.id}") { active } }`, { token: tokens.admin })).data).toEqual({ ativarDealer: { active: true } });
  });

  it('answers NOT_FOUND for an unknown group', async () => {
    expect(failure(await gql(t.app, `mutation { inativarGrupoDealer(id: "999999") { dealersInativados } }`, { token: tokens.admin })).code).toBe('NOT_FOUND');
  });
});

describe('removerMarcaDealers: unlink a brand, dealers left without a brand become inactive (spec 01 §4)', () => {
  async function newMarca(nome: string): Promise<string> {
    return String((await q<{ id: number }>(`insert into marcas (nome) values ($1) returning id`, [nome])).rows[0]!.id);
  }

  it('from the whole network: unlinks every dealer and inactivates only those tied to that brand alone, audited', async () => {
    const marca = await newMarca('Marca Saindo');
    const aurora = String((await q<{ id: number }>(`select id from marcas where nome = 'Aurora'`)).rows[0]!.id);
    const only = await saveDealer(t.app, tokens.montadora, dealerInput({ marcas: [marca] }));
    const both = await saveDealer(t.app, tokens.montadora, dealerInput({ marcas: [marca, aurora] }));
    const untouched = await saveDealer(t.app, tokens.montadora, dealerInput({ marcas: [aurora] }));
    const res = await gql(t.app, `mutation { removerMarcaDealers(marcaId: "${marca}") { dealersDesvinculados dealersInativados } }`, {
      token: tokens.montadora,
    });
    expect(res.data).toEqual({ removerMarcaDealers: { dealersDesvinculados: 2, dealersInativados: 1 } });
    expect(await activeOf('dealers', [only.id, both.id, untouched.id])).toEqual([false, true, true]);
    expect((await q(`select 1 from dealer_marcas where marca_id = $1`, [marca])).rowCount).toBe(0);
    expect((await q(`select 1 from dealer_marcas where dealer_id = $1`, [both.id])).rowCount).toBe(1);
    const audit = await q(`select antes, depois from auditoria where entidade = 'marca' and entidade_id = $1`, [marca]);
    expect(audit.rows).toEqual([
      { antes: { dealers: [Number(only.id), Number(both.id)] }, depois: { dealers: [], dealersInativados: [Number(only.id)] } },
    ]);
  });

  it('from some dealers only', async () => {
    const marca = await newMarca('Marca Parcial');
    const a = await saveDealer(t.app, tokens.montadora, dealerInput({ marcas: [marca] }));
    const b = await saveDealer(t.app, tokens.montadora, dealerInput({ marcas: [marca] }));
    const res = await gql(t.app, `mutation { removerMarcaDealers(marcaId: "${marca}", dealerIds: ["${a.id}"]) { dealersDesvinculados dealersInativados } }`, {
      token: tokens.admin,
    });
    expect(res.data).toEqual({ removerMarcaDealers: { dealersDesvinculados: 1, dealersInativados: 1 } });
    expect(await activeOf('dealers', [a.id, b.id])).toEqual([false, true]);
  });

  it('answers NOT_FOUND for an unknown brand', async () => {
    expect(failure(await gql(t.app, `mutation { removerMarcaDealers(marcaId: "999999") { dealersInativados } }`, { token: tokens.admin })).code).toBe('NOT_FOUND');
  });
});

describe('dealer groups', () => {
  it('lists groups paged by name with search and active filter, and validates the name', async () => {
    for (const nome of ['Rede Pag C', 'Rede Pag A', 'Rede Pag B']) await saveGrupo(t.app, tokens.montadora, nome);
    const LIST = `query($f: GrupoDealerFiltro) { gruposDealers(filtro: $f) { totalElements content { nome active } } }`;
    const res = await gql(t.app, LIST, { token: tokens.montadora, variables: { f: { busca: 'rede pag', rowsPerPage: 2, page: 1 } } });
    expect(res.data).toEqual({ gruposDealers: { totalElements: 3, content: [{ nome: 'Rede Pag C', active: true }] } });
    const inactive = await gql(t.app, LIST, { token: tokens.montadora, variables: { f: { busca: 'rede pag', active: false } } });
    expect(inactive.data).toEqual({ gruposDealers: { totalElements: 0, content: [] } });
    const blank = await gql(t.app, `mutation { salvarGrupoDealer(grupo: { nome: "  " }) { id } }`, { token: tokens.montadora });
    expect(failure(blank)).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
  });

  it('searches every word of the name and sorts by name or dealer count, refusing other columns', async () => {
    for (const nome of ['Ordem Rede Zulu', 'Ordem Rede Alfa', 'Rede Ordem Meio']) await saveGrupo(t.app, tokens.montadora, nome);
    const LIST = `query($f: GrupoDealerFiltro) { gruposDealers(filtro: $f) { content { nome } } }`;
    const names = async (f: Record<string, unknown>) =>
      (await gql<{ gruposDealers: { content: { nome: string }[] } }>(t.app, LIST, { token: tokens.montadora, variables: { f: { rowsPerPage: 100, ...f } } })).data!.gruposDealers.content.map((g) => g.nome);
    expect(await names({ busca: 'ordem rede' })).toEqual(['Ordem Rede Alfa', 'Ordem Rede Zulu', 'Rede Ordem Meio']);
    expect(await names({ busca: 'rede ordem zulu' })).toEqual(['Ordem Rede Zulu']);
    expect(await names({ busca: 'ordem rede', sortBy: 'nome', sortDirection: 'DESC' })).toEqual(['Rede Ordem Meio', 'Ordem Rede Zulu', 'Ordem Rede Alfa']);
    const litoral = (await names({ sortBy: 'totalDealers', sortDirection: 'DESC' }))[0];
    expect(litoral).not.toMatch(/^(Ordem|Rede Ordem)/);
    const bad = await gql(t.app, LIST, { token: tokens.montadora, variables: { f: { sortBy: 'id' } } });
    expect(failure(bad)).toEqual({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
  });

  it('renames a group, audited', async () => {
    const id = await saveGrupo(t.app, tokens.montadora, 'Nome Antigo');
    const res = await gql(t.app, `mutation { salvarGrupoDealer(grupo: { id: "${id}", nome: "Nome Novo" }) { id nome } }`, { token: tokens.montadora });
    expect(res.data).toEqual({ salvarGrupoDealer: { id, nome: 'Nome Novo' } });
    const got = await gql(t.app, `{ grupoDealer(id: "${id}") { nome active totalDealers } }`, { token: tokens.montadora });
    expect(got.data).toEqual({ grupoDealer: { nome: 'Nome Novo', active: true, totalDealers: 0 } });
    const audit = await q(`select acao from auditoria where entidade = 'grupo' and entidade_id = $1 order by id`, [id]);
    expect(audit.rows.map((r) => r.acao)).toEqual(['CRIAR', 'ALTERAR']);
  });
});
