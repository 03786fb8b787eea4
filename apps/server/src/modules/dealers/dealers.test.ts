import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCnpj } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerInput, DEALER_FIELDS, failure, freshCnpj, SALVAR_DEALER, saveDealer, type DealerOut } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const save = (d: Record<string, unknown>, token = tokens.montadora) => gql(t.app, SALVAR_DEALER, { token, variables: { d } });
const countDealers = async () => (await t.database.pool.query<{ n: number }>('select count(*)::int as n from dealers')).rows[0]!.n;

describe('salvarDealer', () => {
  it('creates a dealer with every field of spec 01 §3, audited, and updates it', async () => {
    const marcas = await t.database.pool.query<{ id: number }>(`select id from marcas where nome in ('Aurora', 'Boreal') order by nome`);
    const grupo = await t.database.pool.query<{ id: number }>(`select id from grupos where nome = 'Grupo Litoral'`);
    const extraCnpj = freshCnpj();
    const input = dealerInput({
      cnpj: demoCnpj(900).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      cnpjsAdicionais: [extraCnpj],
      codigosAdicionais: ['  EXTRA-A  ', 'EXTRA-B'],
      endereco: { logradouro: 'Av. Brasil, 100', bairro: 'Centro', cidade: 'Curitiba', uf: 'pr', cep: '80000-000' },
      telefones: ['(41) 3333-4444'],
      celulares: ['(41) 99999-8888', ' '],
      marcas: marcas.rows.map((m) => String(m.id)),
      grupo: String(grupo.rows[0]!.id),
    });
    const d = await saveDealer(t.app, tokens.montadora, input);
    expect(d).toMatchObject({
      cnpj: demoCnpj(900),
      cnpjsAdicionais: [extraCnpj],
      codigosAdicionais: ['EXTRA-A', 'EXTRA-B'],
      endereco: { logradouro: 'Av. Brasil, 100', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR', cep: '80000-000' },
      telefones: ['(41) 3333-4444'],
      celulares: ['(41) 99999-8888'],
      active: true,
      marcas: [{ description: 'Aurora' }, { description: 'Boreal' }],
      grupo: { nome: 'Grupo Litoral' },
    });
    // A value may move from additional to main in one save.
    const updated = await saveDealer(t.app, tokens.montadora, {
      ...input,
      id: d.id,
      codigoPrincipal: 'EXTRA-A',
      codigosAdicionais: [input.codigoPrincipal],
      marcas: [],
      grupo: null,
    });
    expect(updated).toMatchObject({ id: d.id, codigoPrincipal: 'EXTRA-A', codigosAdicionais: [input.codigoPrincipal], marcas: [], grupo: null });
    const audit = await t.database.pool.query(
      `select acao, antes is null as sem_antes, depois->>'codigoPrincipal' as codigo from auditoria where entidade = 'dealer' and entidade_id = $1 order by id`,
      [d.id],
    );
    expect(audit.rows).toEqual([
      { acao: 'CRIAR', sem_antes: true, codigo: input.codigoPrincipal },
      { acao: 'ALTERAR', sem_antes: false, codigo: 'EXTRA-A' },
    ]);
    const got = await gql<{ dealer: DealerOut }>(t.app, `query($id: ID!) { dealer(id: $id) { ${DEALER_FIELDS} } }`, {
      token: tokens.admin,
      variables: { id: d.id },
    });
    expect(got.data!.dealer).toEqual(updated);
  });

  it('answers NOT_FOUND for an unknown dealer', async () => {
    expect(failure(await gql(t.app, '{ dealer(id: "999999") { id } }', { token: tokens.admin })).code).toBe('NOT_FOUND');
    expect(failure(await save(dealerInput({ id: '999999' }))).code).toBe('NOT_FOUND');
  });
});

describe('rules of spec 01 §5 "Dealer" (server side)', () => {
  it('razaoSocial needs at least 10 letters, digits and punctuation not counted, accents counted', async () => {
    expect(failure(await save(dealerInput({ razaoSocial: 'ABC 1234567890 - S.A.' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['razaoSocial'] });
    await saveDealer(t.app, tokens.montadora, dealerInput({ razaoSocial: 'Ótica Ábaço' }));
  });

  it('codigoPrincipal has at most 20 characters', async () => {
    expect(failure(await save(dealerInput({ codigoPrincipal: 'X'.repeat(21) })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['codigoPrincipal'] });
    await saveDealer(t.app, tokens.montadora, dealerInput({ codigoPrincipal: 'Y'.repeat(20) }));
  });

  it('needs a main code and no empty additional code', async () => {
    expect(failure(await save(dealerInput({ codigoPrincipal: '   ' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['codigoPrincipal'] });
    expect(failure(await save(dealerInput({ codigosAdicionais: ['OK-1', ' '] })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['codigosAdicionais'] });
  });

  it('refuses a code repeated within the dealer', async () => {
    const input = dealerInput();
    expect(failure(await save({ ...input, codigosAdicionais: [input.codigoPrincipal] }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['codigosAdicionais'],
    });
  });

  it('refuses a code another dealer holds, as main or additional code (CONFLICT naming the field)', async () => {
    expect(failure(await save(dealerInput({ codigoPrincipal: 'D0001' })))).toEqual({ code: 'CONFLICT', fields: ['codigoPrincipal'] });
    expect(failure(await save(dealerInput({ codigosAdicionais: ['D0002'] })))).toEqual({ code: 'CONFLICT', fields: ['codigosAdicionais'] });
    await saveDealer(t.app, tokens.montadora, dealerInput({ codigosAdicionais: ['ADIC-UNICO'] }));
    expect(failure(await save(dealerInput({ codigoPrincipal: 'ADIC-UNICO' })))).toEqual({ code: 'CONFLICT', fields: ['codigoPrincipal'] });
    expect(failure(await save(dealerInput({ codigosAdicionais: ['ADIC-UNICO'] })))).toEqual({ code: 'CONFLICT', fields: ['codigosAdicionais'] });
  });

  it('refuses an invalid CNPJ, main or additional', async () => {
    expect(failure(await save(dealerInput({ cnpj: '11222333000180' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cnpj'] });
    expect(failure(await save(dealerInput({ cnpj: '11111111111111' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cnpj'] });
    expect(failure(await save(dealerInput({ cnpjsAdicionais: ['123'] })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cnpjsAdicionais'] });
  });

  it('refuses an additional CNPJ equal to the main one or repeated', async () => {
    const input = dealerInput();
    expect(failure(await save({ ...input, cnpjsAdicionais: [input.cnpj] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cnpjsAdicionais'] });
    const extra = freshCnpj();
    expect(failure(await save({ ...input, cnpjsAdicionais: [extra, extra] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cnpjsAdicionais'] });
  });

  it('refuses a CNPJ another dealer holds, as main or additional CNPJ (CONFLICT naming the field)', async () => {
    expect(failure(await save(dealerInput({ cnpj: demoCnpj(1) })))).toEqual({ code: 'CONFLICT', fields: ['cnpj'] });
    expect(failure(await save(dealerInput({ cnpjsAdicionais: [demoCnpj(2)] })))).toEqual({ code: 'CONFLICT', fields: ['cnpjsAdicionais'] });
    const extra = freshCnpj();
    await saveDealer(t.app, tokens.montadora, dealerInput({ cnpjsAdicionais: [extra] }));
    expect(failure(await save(dealerInput({ cnpj: extra })))).toEqual({ code: 'CONFLICT', fields: ['cnpj'] });
    expect(failure(await save(dealerInput({ cnpjsAdicionais: [extra] })))).toEqual({ code: 'CONFLICT', fields: ['cnpjsAdicionais'] });
  });

  it('keeps uniqueness in the database too (unique indexes cover main and additional values)', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(`select id from dealers where codigo_principal = 'D0003'`);
    await expect(
      t.database.pool.query(`insert into dealer_codigos (dealer_id, codigo) values ($1, 'D0001')`, [rows[0]!.id]),
    ).rejects.toThrow(/dealer_codigos_codigo_uq/);
    await expect(
      t.database.pool.query(`insert into dealer_cnpjs (dealer_id, cnpj) values ($1, $2)`, [rows[0]!.id, demoCnpj(1)]),
    ).rejects.toThrow(/dealer_cnpjs_cnpj_uq/);
  });

  it('refuses unknown brands and groups', async () => {
    expect(failure(await save(dealerInput({ marcas: ['999999'] })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['marcas'] });
    expect(failure(await save(dealerInput({ grupo: '999999' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['grupo'] });
  });

  it('names every broken field at once and saves nothing', async () => {
    const before = await countDealers();
    const res = await save(dealerInput({ razaoSocial: 'curto', cnpj: '1', codigoPrincipal: '' }));
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['razaoSocial', 'cnpj', 'codigoPrincipal'] });
    expect(await countDealers()).toBe(before);
  });

  it('leaves a dealer untouched when an update is refused', async () => {
    const d = await saveDealer(t.app, tokens.montadora, dealerInput({ codigosAdicionais: ['KEEP-1'] }));
    const res = await save({ ...dealerInput({ codigosAdicionais: ['NEW-1', 'D0001'] }), id: d.id });
    expect(failure(res)).toEqual({ code: 'CONFLICT', fields: ['codigosAdicionais'] });
    const got = await gql<{ dealer: DealerOut }>(t.app, `{ dealer(id: "${d.id}") { ${DEALER_FIELDS} } }`, { token: tokens.montadora });
    expect(got.data!.dealer).toEqual(d);
  });

  it('translates the field messages into the caller language (PT_BR, ES, EN)', async () => {
    const me = await gql<{ usuarioLogado: { id: string } }>(t.app, '{ usuarioLogado { id } }', { token: tokens.admin });
    const messages: string[] = [];
    for (const idioma of ['ES', 'EN', 'PT_BR']) {
      await gql(t.app, `mutation { mudarLinguaUsuario(id: "${me.data!.usuarioLogado.id}", idioma: ${idioma}) { id } }`, { token: tokens.admin });
      const res = await save(dealerInput({ razaoSocial: 'curto' }), tokens.admin);
      messages.push(res.errors![0]!.extensions!.fields![0]!.message);
    }
    expect(messages).toEqual([
      'El campo razón social debe tener al menos 10 letras.',
      'The field company name must have at least 10 letters.',
      'O campo razão social deve ter pelo menos 10 letras.',
    ]);
  });
});

describe('ativarDealer / inativarDealer', () => {
  it('switches the flag, audited; a dealer of an inactive group cannot be activated', async () => {
    const d = await saveDealer(t.app, tokens.montadora, dealerInput());
    const off = await gql<{ inativarDealer: { active: boolean } }>(t.app, `mutation { inativarDealer(id: "${d.id}") { active } }`, { token: tokens.admin });
    expect(off.data).toEqual({ inativarDealer: { active: false } });
    const on = await gql<{ ativarDealer: { active: boolean } }>(t.app, `mutation { ativarDealer(id: "${d.id}") { active } }`, { token: tokens.admin });
    expect(on.data).toEqual({ ativarDealer: { active: true } });
    const audit = await t.database.pool.query(`select acao from auditoria where entidade = 'dealer' and entidade_id = $1 order by id`, [d.id]);
    expect(audit.rows.map((r) => r.acao)).toEqual(['CRIAR', 'INATIVAR', 'ATIVAR']);

    const g = await t.database.pool.query<{ id: number }>(`insert into grupos (nome, active) values ('Grupo Inativo', false) returning id`);
    const inGroup = await saveDealer(t.app, tokens.montadora, dealerInput({ grupo: String(g.rows[0]!.id) }));
    await gql(t.app, `mutation { inativarDealer(id: "${inGroup.id}") { id } }`, { token: tokens.admin });
    const res = await gql(t.app, `mutation { ativarDealer(id: "${inGroup.id}") { id } }`, { token: tokens.admin });
    expect(failure(res)).toEqual({ code: 'CONFLICT', fields: ['grupo'] });
  });
});

describe('dealers list (paged on the server)', () => {
  const LIST = `query($f: DealerFiltro) { dealers(filtro: $f) { totalElements content { id nomeExibicao codigoPrincipal active } } }`;
  type Page = { dealers: { totalElements: number; content: { id: string; nomeExibicao: string; codigoPrincipal: string; active: boolean }[] } };
  const list = async (f: Record<string, unknown>) => {
    const res = await gql<Page>(t.app, LIST, { token: tokens.montadora, variables: { f } });
    expect(res.errors).toBeUndefined();
    return res.data!.dealers;
  };

  it('pages by display name with the total of all matches', async () => {
    for (const nome of ['Paginado E', 'Paginado A', 'Paginado D', 'Paginado B', 'Paginado C']) {
      await saveDealer(t.app, tokens.montadora, dealerInput({ nomeExibicao: nome }));
    }
    const p0 = await list({ busca: 'paginado', rowsPerPage: 2, page: 0 });
    const p2 = await list({ busca: 'paginado', rowsPerPage: 2, page: 2 });
    const past = await list({ busca: 'paginado', rowsPerPage: 2, page: 9 });
    expect(p0).toMatchObject({ totalElements: 5, content: [{ nomeExibicao: 'Paginado A' }, { nomeExibicao: 'Paginado B' }] });
    expect(p2).toMatchObject({ totalElements: 5, content: [{ nomeExibicao: 'Paginado E' }] });
    expect(past).toEqual({ totalElements: 5, content: [] });
  });

  it('searches by name, company name, any code and CNPJ digits', async () => {
    const extra = freshCnpj();
    const d = await saveDealer(t.app, tokens.montadora, dealerInput({ razaoSocial: 'Zebra Veículos Especiais', codigosAdicionais: ['BUSCA-77'], cnpjsAdicionais: [extra] }));
    for (const busca of ['zebra veíc', 'busca-77', extra.slice(0, 8)]) {
      expect((await list({ busca })).content.map((x) => x.id)).toEqual([d.id]);
    }
    // % and _ are literal, not wildcards.
    expect((await list({ busca: 'Paginad_' })).totalElements).toBe(0);
  });

  it('narrows with every word: a number word matches CNPJs only together with the other words', async () => {
    const d = await saveDealer(t.app, tokens.montadora, dealerInput({ nomeExibicao: 'Marolinha Autos' }));
    const all = (await list({ rowsPerPage: 100 })).totalElements;
    // Every CNPJ has the branch 0001, so "0001" alone matches every dealer …
    expect((await list({ busca: '0001' })).totalElements).toBe(all);
    // … and added to a name it narrows to that name, never widens to all.
    expect((await list({ busca: 'Marolinha 0001' })).content.map((x) => x.id)).toEqual([d.id]);
    expect((await list({ busca: 'autos marolinha' })).content.map((x) => x.id)).toEqual([d.id]);
    expect((await list({ busca: 'Marolinha 9999' })).totalElements).toBe(0);
  });

  it('sorts by a whitelisted column in either direction, and refuses any other column', async () => {
    const made = [];
    for (const [nome, codigo] of [['Ordem B', 'ORD-3'], ['Ordem C', 'ORD-1'], ['Ordem A', 'ORD-2']] as const) {
      made.push(await saveDealer(t.app, tokens.montadora, dealerInput({ nomeExibicao: nome, codigoPrincipal: codigo })));
    }
    const codes = async (f: Record<string, unknown>) => (await list({ busca: 'Ordem', rowsPerPage: 100, ...f })).content.map((x) => x.codigoPrincipal);
    expect(await codes({})).toEqual(['ORD-2', 'ORD-3', 'ORD-1']);
    expect(await codes({ sortDirection: 'DESC' })).toEqual(['ORD-1', 'ORD-3', 'ORD-2']);
    expect(await codes({ sortBy: 'codigoPrincipal' })).toEqual(['ORD-1', 'ORD-2', 'ORD-3']);
    expect(await codes({ sortBy: 'codigoPrincipal', sortDirection: 'DESC' })).toEqual(['ORD-3', 'ORD-2', 'ORD-1']);
    for (const sortBy of ['active', 'd.id; drop table dealers', 'constructor']) {
      const res = await gql(t.app, LIST, { token: tokens.montadora, variables: { f: { sortBy } } });
      expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
    }
    const pt = await gql(t.app, LIST, { token: tokens.montadora, variables: { f: { sortBy: 'active' } } });
    expect(pt.errors![0]!.message).toBe('Esta lista não pode ser ordenada por essa coluna.');
  });

  it('filters by group, brand and active flag', async () => {
    const grupo = await t.database.pool.query<{ id: number }>(`select id from grupos where nome = 'Grupo Horizonte'`);
    const byGroup = await list({ grupoId: String(grupo.rows[0]!.id), rowsPerPage: 100 });
    expect(byGroup.content.map((x) => x.codigoPrincipal)).toEqual(['D0001', 'D0002']);
    const boreal = await t.database.pool.query<{ id: number }>(`select id from marcas where nome = 'Boreal'`);
    const byBrand = await list({ marcaId: String(boreal.rows[0]!.id), rowsPerPage: 100 });
    expect(byBrand.content.map((x) => x.codigoPrincipal)).toContain('D0002');
    expect(byBrand.content.map((x) => x.codigoPrincipal)).not.toContain('D0001');
    const d = await saveDealer(t.app, tokens.montadora, dealerInput({ nomeExibicao: 'Filtro Inativo' }));
    await gql(t.app, `mutation { inativarDealer(id: "${d.id}") { id } }`, { token: tokens.admin });
    expect((await list({ busca: 'Filtro Inativo', active: false })).totalElements).toBe(1);
    expect((await list({ busca: 'Filtro Inativo', active: true })).totalElements).toBe(0);
  });

  it('refuses a page size out of bounds, naming the field', async () => {
    const res = await gql(t.app, LIST, { token: tokens.montadora, variables: { f: { rowsPerPage: 1000 } } });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['rowsPerPage'] });
    const neg = await gql(t.app, LIST, { token: tokens.montadora, variables: { f: { page: -1 } } });
    expect(failure(neg)).toEqual({ code: 'BAD_USER_INPUT', fields: ['page'] });
  });
});
