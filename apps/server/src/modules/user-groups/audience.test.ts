import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCnpj } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { insertUser, saveOk } from './testing.js';

/**
 * Recipient resolution on a hand-built network of its own (a fresh brand, dealer group, sector,
 * positions and access type), so the demo users never enter the expected sets. The caller is the
 * provider: every brand is among its options without holding the fresh one itself.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
const id: Record<string, number> = {};
const u: Record<string, number> = {};

const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query<{ id: number }>(text, params)).rows[0]?.id;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  id.marca = (await q(`insert into marcas (nome) values ('Marca Audiência') returning id`))!;
  id.grupo = (await q(`insert into grupos (nome) values ('Grupo Audiência') returning id`))!;
  const dealer = (n: number, active: boolean, grupo: number | null) =>
    q(`insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, active, grupo_id) values ($1, $1, $2, $3, $4, $5) returning id`, [
      `Audiência ${n}`, demoCnpj(900 + n), `AUD${n}`, active, grupo,
    ]);
  id.d1 = (await dealer(1, true, id.grupo))!;
  id.d2 = (await dealer(2, false, null))!;
  id.d3 = (await dealer(3, true, null))!;
  id.setor = (await q(`insert into setores (nome) values ('Setor Audiência') returning id`))!;
  id.c1 = (await q(`insert into cargos (nome, setor_id) values ('Cargo Audiência 1', $1) returning id`, [id.setor]))!;
  id.c2 = (await q(`insert into cargos (nome, setor_id) values ('Cargo Audiência 2', $1) returning id`, [id.setor]))!;
  id.acesso = (await q(`insert into tipos_acesso (nome, produto_id) select 'Acesso Audiência', id from produtos where codigo = 'PORTAL' returning id`))!;

  const person = async (key: string, tipo: string, links: { marca?: boolean; dealers?: number[]; active?: boolean } = {}) => {
    u[key] = await insertUser(t.database, { tipo, active: links.active ?? true, nome: `Aud ${key}`, email: `aud-${key}@grupos.test` });
    if (links.marca) await t.database.pool.query(`insert into usuario_marcas values ($1, $2)`, [u[key], id.marca]);
    for (const d of links.dealers ?? []) await t.database.pool.query(`insert into usuario_dealers values ($1, $2)`, [u[key], d]);
  };
  await person('a', 'MONTADORA', { marca: true });
  await person('b', 'DEALER_GRUPO', { marca: true, dealers: [id.d1] });
  await person('c', 'DEALER_GRUPO', { marca: true, dealers: [id.d3] });
  await person('e', 'DEALER_GRUPO', { marca: true, dealers: [id.d2] }); // every dealer inactive
  await person('f', 'MONTADORA', { marca: true, active: false });
  await person('g', 'MONTADORA', { dealers: [id.d3] });
  await person('h', 'MONTADORA');
  await person('i', 'DEALER_GRUPO');
  await person('j', 'DEALER_GRUPO', { dealers: [id.d1] });
  await person('k', 'MONTADORA');
  const cargo = `insert into usuario_cargos (usuario_id, cargo_id, dealer_id, data_inicio) values ($1, $2, $3, '2024-01-01')`;
  await t.database.pool.query(cargo, [u.g, id.c1, id.d3]);
  await t.database.pool.query(cargo, [u.h, id.c2, id.d3]);
  await t.database.pool.query(cargo, [u.e, id.c1, id.d2]);
  await t.database.pool.query(`insert into usuario_grupos_dealer values ($1, $2)`, [u.i, id.grupo]);
  await t.database.pool.query(`insert into usuario_tipos_acesso values ($1, $2)`, [u.b, id.acesso]);
});
afterAll(() => t?.close());

const PREVIEW = `query($f: UsuariosGruposFiltro!) { usuariosByGruposUsuariosPaged(filterInput: $f) { content { id nome email } totalElements } }`;

interface Pagina {
  content: { id: string; nome: string }[];
  totalElements: number;
}

async function preview(f: Record<string, unknown>) {
  const res = await gql<{ usuariosByGruposUsuariosPaged: Pagina }>(t.app, PREVIEW, { token: tokens.admin, variables: { f: { rowsPerPage: 100, ...f } } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.usuariosByGruposUsuariosPaged;
}
/** The keys of the hand-built users an inline form resolves to. */
async function who(grupo: Record<string, unknown>): Promise<string[]> {
  const page = await preview({ grupo: { nome: '', ...grupo } });
  const byId = new Map(Object.entries(u).map(([k, v]) => [String(v), k]));
  return page.content.map((p) => byId.get(p.id) ?? `other:${p.nome}`).sort();
}
const perfil = (over: Record<string, unknown>) => ({ possuiPerfil: true, marcas: [String(id.marca)], ...over });

describe('recipient resolution, each criterion alone', () => {
  it('profile: brand AND user type; inactive users and users of inactive dealers out', async () => {
    expect(await who(perfil({ tiposUsuarios: ['MONTADORA'] }))).toEqual(['a']);
    expect(await who(perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true }))).toEqual(['b', 'c']);
  });

  it('profile: dealers narrow dealer-group users; access types narrow further', async () => {
    expect(await who(perfil({ tiposUsuarios: ['DEALER_GRUPO'], dealers: [String(id.d1)] }))).toEqual(['b']);
    expect(await who(perfil({ tiposUsuarios: ['MONTADORA', 'DEALER_GRUPO'], dealers: [String(id.d3)] }))).toEqual(['a', 'c']);
    expect(await who(perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true, tiposAcesso: [String(id.acesso)] }))).toEqual(['b']);
  });

  it('positions, sectors, dealer groups and manual users', async () => {
    expect(await who({ possuiCargos: true, cargos: [String(id.c1)] })).toEqual(['g']);
    expect(await who({ possuiSetores: true, setores: [String(id.setor)] })).toEqual(['g', 'h']);
    // Directly in the group (i) or through one of its dealers (b, j).
    expect(await who({ possuiGrupos: true, grupos: [String(id.grupo)] })).toEqual(['b', 'i', 'j']);
    expect(await who({ possuiUsuariosManuais: true, usuariosManuais: [String(u.k)] })).toEqual(['k']);
  });
});

describe('recipient resolution, combinations', () => {
  it('the criteria of one group add up', async () => {
    const grupo = perfil({ tiposUsuarios: ['MONTADORA'], possuiCargos: true, cargos: [String(id.c1)], possuiUsuariosManuais: true, usuariosManuais: [String(u.k)] });
    expect(await who(grupo)).toEqual(['a', 'g', 'k']);
  });

  it('several saved groups are a union; an inactive group resolves to nobody; saved equals inline', async () => {
    const g1 = await saveOk(t.app, tokens.admin, { nome: 'Aud G1', ...perfil({ tiposUsuarios: ['MONTADORA'] }) });
    const g2 = await saveOk(t.app, tokens.admin, { nome: 'Aud G2', possuiSetores: true, setores: [String(id.setor)] });
    const both = await preview({ grupos: [g1.id, g2.id] });
    expect(both.content.map((p) => p.id).sort()).toEqual([u.a, u.g, u.h].map(String).sort());
    // Paged by name then id, with the total of every page.
    const first = await preview({ grupos: [g1.id, g2.id], rowsPerPage: 2, page: 0 });
    expect([first.content.map((p) => p.nome), first.totalElements]).toEqual([['Aud a', 'Aud g'], 3]);
    expect((await preview({ grupos: [g1.id, g2.id], busca: 'AUD-H@' })).content.map((p) => p.nome)).toEqual(['Aud h']);
    // Every word must match: another word narrows, never widens.
    expect((await preview({ grupos: [g1.id, g2.id], busca: 'aud AUD-H@' })).content.map((p) => p.nome)).toEqual(['Aud h']);
    expect((await preview({ grupos: [g1.id, g2.id], busca: 'AUD-H@ zzz' })).totalElements).toBe(0);
    await gql(t.app, `mutation { inativarGrupoUsuarios(id: "${g2.id}") { id } }`, { token: tokens.admin });
    expect((await preview({ grupos: [g2.id] })).totalElements).toBe(0);
    expect((await preview({ grupos: [g1.id, g2.id], grupo: { nome: '', possuiCargos: true, cargos: [String(id.c2)] } })).totalElements).toBe(2);
  });

  it('an inline form is checked like a save', async () => {
    const res = await gql(t.app, PREVIEW, { token: tokens.admin, variables: { f: { grupo: { nome: '', possuiCargos: true } } } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('usuariosByNomeOrEmailStartingWith', () => {
  const search = async (texto: string) =>
    (await gql<{ usuariosByNomeOrEmailStartingWith: { nome: string }[] }>(
      t.app,
      `{ usuariosByNomeOrEmailStartingWith(texto: "${texto}") { nome } }`,
      { token: tokens.admin },
    )).data!.usuariosByNomeOrEmailStartingWith.map((p) => p.nome);

  it('matches a prefix of the name or e-mail, active users only, at most 20; empty text answers none', async () => {
    expect(await search('Aud ')).toEqual(['Aud a', 'Aud b', 'Aud c', 'Aud e', 'Aud g', 'Aud h', 'Aud i', 'Aud j', 'Aud k']);
    expect(await search('aud-k@')).toEqual(['Aud k']);
    expect(await search('ud ')).toEqual([]);
    expect(await search('  ')).toEqual([]);
    for (let n = 0; n < 21; n++) await insertUser(t.database, { nome: `Zeta ${n}` });
    expect(await search('Zeta')).toHaveLength(20);
  });
});
