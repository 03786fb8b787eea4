import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCpf } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, failure, montadoraUser, saveOk, type DemoIds, type UsuarioOut } from './testing.js';

/** usuarios(filtro): paging, search, filters, order, and one query per relation for a page. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;
const created: UsuarioOut[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
  for (let i = 0; i < 12; i++) {
    const nome = `Lista ${String.fromCharCode(76 - i)} Pessoa`; // L, K, J … : created out of name order
    const save = i % 3 === 0 ? dealerUser(ids, { nome, cpf: demoCpf(800 + i) }) : montadoraUser(ids, { nome });
    created.push(await saveOk(t.app, tokens.admin, save));
  }
  await t.database.pool.query(`update usuarios set active = false where id = $1`, [created[1]!.id]);
});
afterAll(() => t?.close());

type Page = { usuarios: { totalElements: number; content: { id: string; nome: string; email: string }[] } };
const list = (filtro: Record<string, unknown>, token = tokens.consulta, fields = 'id nome email') =>
  gql<Page>(t.app, `query($f: UsuarioFiltro) { usuarios(filtro: $f) { totalElements content { ${fields} } } }`, { token, variables: { f: filtro } });
const names = async (filtro: Record<string, unknown>) => (await list({ rowsPerPage: 100, ...filtro })).data!.usuarios.content.map((u) => u.nome);

describe('paging and order', () => {
  it('pages of 5 by default, ordered by name, with the total of every match', async () => {
    const first = await list({ busca: 'Lista' });
    expect(first.data!.usuarios.totalElements).toBe(12);
    expect(first.data!.usuarios.content.map((u) => u.nome)).toEqual(['Lista A Pessoa', 'Lista B Pessoa', 'Lista C Pessoa', 'Lista D Pessoa', 'Lista E Pessoa']);
    const third = await list({ busca: 'Lista', page: 2 });
    expect(third.data!.usuarios.content.map((u) => u.nome)).toEqual(['Lista K Pessoa', 'Lista L Pessoa']);
    const beyond = await list({ busca: 'Lista', page: 9 });
    expect(beyond.data!.usuarios).toEqual({ totalElements: 12, content: [] });
  });

  it('sorts by name, e-mail or CPF in either direction, and refuses any other column', async () => {
    const all = async (f: Record<string, unknown>) => (await list({ busca: 'Lista', rowsPerPage: 100, ...f }, tokens.consulta, 'nome email cpf')).data!.usuarios.content as unknown as { nome: string; email: string; cpf: string | null }[];
    const byName = (await all({ sortBy: 'nome', sortDirection: 'DESC' })).map((u) => u.nome);
    expect(byName).toEqual([...byName].sort().reverse());
    expect(byName[0]).toBe('Lista L Pessoa');
    const emails = (await all({ sortBy: 'email' })).map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).not.toEqual((await all({})).map((u) => u.email));
    const cpfs = (await all({ sortBy: 'cpf' })).map((u) => u.cpf).filter(Boolean);
    expect(cpfs).toEqual([...cpfs].sort());
    expect(failure(await list({ sortBy: 'senha' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
    expect(failure(await list({ sortBy: 'u.nome desc' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
  });

  it('refuses a page size over 100 or a negative page', async () => {
    expect(failure(await list({ rowsPerPage: 101 }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['rowsPerPage'] });
    expect(failure(await list({ page: -1 }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['page'] });
  });
});

describe('search and filters', () => {
  it('finds by any part of the name or e-mail, case-insensitively, with % and _ taken literally', async () => {
    expect(await names({ busca: 'lista l pessoa' })).toHaveLength(12);
    expect(await names({ busca: created[4]!.email.toUpperCase() })).toEqual([created[4]!.nome]);
    expect(await names({ busca: '%' })).toEqual([]);
  });

  it('narrows with every word, in any order, each in the name, the e-mail or the CPF', async () => {
    expect(await names({ busca: 'pessoa LISTA' })).toHaveLength(12);
    expect(await names({ busca: 'pessoa k lista' })).toEqual(['Lista K Pessoa']);
    const cpf = demoCpf(803);
    expect(await names({ busca: `Lista ${cpf}` })).toEqual([created[3]!.nome]);
    expect(await names({ busca: `Lista ${cpf} naoexiste` })).toEqual([]);
  });

  it('finds by CPF, masked or not, whole or its beginning', async () => {
    const cpf = demoCpf(803);
    expect(await names({ busca: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') })).toEqual([created[3]!.nome]);
    expect((await names({ busca: cpf.slice(0, 8) })).length).toBeGreaterThanOrEqual(1);
  });

  it('filters by type, brand, group, dealer and active', async () => {
    const dealerNames = created.filter((_, i) => i % 3 === 0).map((u) => u.nome).sort();
    expect(await names({ busca: 'Lista', tipo: 'DEALER_GRUPO' })).toEqual(dealerNames);
    expect(await names({ busca: 'Lista', grupoId: ids.grupo.Horizonte })).toEqual(dealerNames);
    expect(await names({ busca: 'Lista', dealerId: ids.dealer.Centro })).toEqual(dealerNames);
    expect((await names({ busca: 'Lista', marcaId: ids.marca.Cometa })).length).toBe(8);
    expect(await names({ busca: 'Lista', active: false })).toEqual([created[1]!.nome]);
    expect((await names({ busca: 'Lista', active: true })).length).toBe(11);
  });
});

describe('relations of a page', () => {
  it('cost one query per relation whatever the page size (no N+1)', async () => {
    const fields = 'id marcas { id } grupos { id } dealers { id grupo { id } } tiposAcesso { id } funcionalidades { id } produtos { idProduto }';
    const pool = t.database.pool;
    const original = pool.query.bind(pool);
    let queries = 0;
    pool.query = ((...args: Parameters<typeof original>) => {
      queries++;
      return original(...args);
    }) as typeof pool.query;
    try {
      const counted = async (rowsPerPage: number) => {
        queries = 0;
        const res = await list({ busca: 'Lista', rowsPerPage }, tokens.consulta, fields);
        expect(res.data!.usuarios.content).toHaveLength(rowsPerPage);
        return queries;
      };
      const small = await counted(2);
      expect(await counted(12)).toBe(small);
    } finally {
      pool.query = original;
    }
  });
});
