import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { unique } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  const q = (text: string) => t.database.pool.query<{ id: number }>(text).then((r) => String(r.rows[0]!.id));
  // Rows of their own, so the allowed calls change nothing the other rows rely on.
  ids.divisao = await q(`insert into divisoes (nome) values ('Divisão Acesso') returning id`);
  ids.setor = await q(`insert into setores (nome) values ('Setor Acesso') returning id`);
  ids.departamento = await q(`insert into departamentos (nome) values ('Departamento Acesso') returning id`);
  ids.cargo = await q(`insert into cargos (nome) values ('Cargo Acesso') returning id`);
  ids.desligamento = await q(`insert into desligamentos (motivo) values ('Motivo Acesso') returning id`);
  ids.grupoEconomico = await q(`insert into grupos_economicos (nome) values ('Grupo Econômico Acesso') returning id`);
  ids.marca = await q(`insert into marcas (nome) values ('Marca Acesso') returning id`);
  ids.produto = await q(`insert into produtos (codigo, nome, base_uri) values ('ACESSO', 'Produto Acesso', 'https://acesso.test') returning id`);
  ids.tipoAcesso = await q(`insert into tipos_acesso (nome, produto_id) values ('Tipo Acesso', ${ids.produto}) returning id`);
  ids.funcionalidade = await q(`insert into funcionalidades (chave, nome, produto_id) values ('ACESSO_F', 'F', ${ids.produto}) returning id`);
});
afterAll(() => t?.close());

type Op = () => { query: string; variables?: Record<string, unknown> };
const code = () => unique('ACESSO').replace(' ', '_');

/** The five operations of an administration list (ativar/inativar only where the table has active). */
function list(o: { page: string; get: string; entity: string; type: string; input: () => Record<string, unknown>; active?: boolean; id?: () => string }) {
  const Entity = o.entity.charAt(0).toUpperCase() + o.entity.slice(1);
  const id = o.id ?? (() => ids[o.entity]!);
  const ops: Record<string, Op> = {
    [o.page]: () => ({ query: `{ ${o.page} { totalElements } }` }),
    [o.get]: () => ({ query: `query($id: ${o.entity === 'tipoUsuario' ? 'TipoUsuario' : 'ID'}!) { ${o.get}(id: $id) { id } }`, variables: { id: id() } }),
    [`salvar${Entity}`]: () => ({ query: `mutation($v: ${o.type}!) { salvar${Entity}(${o.entity}: $v) { id } }`, variables: { v: o.input() } }),
  };
  if (o.active) {
    for (const action of ['ativar', 'inativar']) {
      ops[`${action}${Entity}`] = () => ({ query: `mutation($id: ID!) { ${action}${Entity}(id: $id) { id } }`, variables: { id: id() } });
    }
  }
  return ops;
}

const USERS_FORM: Record<string, Op> = {
  produtos: () => ({ query: '{ produtos { id tiposAcesso { id } funcionalidades { id } } }' }),
  setores: () => ({ query: '{ setores { id } }' }),
  desligamentos: () => ({ query: '{ desligamentos { id } }' }),
};

const BRANDS_READ: Record<string, Op> = {
  marcasPagina: () => ({ query: '{ marcasPagina { totalElements } }' }),
  marca: () => ({ query: `{ marca(id: "${ids.marca}") { id } }` }),
  gruposEconomicosPagina: () => ({ query: '{ gruposEconomicosPagina { totalElements } }' }),
  grupoEconomico: () => ({ query: `{ grupoEconomico(id: "${ids.grupoEconomico}") { id } }` }),
};

const { marcasPagina: _m, marca: _mm, ...marcaWrites } = list({ page: 'marcasPagina', get: 'marca', entity: 'marca', type: 'MarcaInput', input: () => ({ nome: unique('Marca') }), active: true });
const { gruposEconomicosPagina: _g, grupoEconomico: _gg, ...grupoWrites } = list({
  page: 'gruposEconomicosPagina', get: 'grupoEconomico', entity: 'grupoEconomico', type: 'GrupoEconomicoInput', input: () => ({ nome: unique('Grupo') }), active: true,
});

const PROVIDER: Record<string, Op> = {
  editarProduto: () => ({ query: `mutation { editarProduto(produto: { id: "${ids.produto}", baseUriHomolog: "https://hml.acesso.test" }) { id } }` }),
  ...list({ page: 'setoresPagina', get: 'setor', entity: 'setor', type: 'SetorInput', input: () => ({ nome: unique('Setor') }), active: true }),
  ...list({ page: 'divisoesPagina', get: 'divisao', entity: 'divisao', type: 'DivisaoInput', input: () => ({ nome: unique('Divisão') }), active: true }),
  ...list({ page: 'departamentosPagina', get: 'departamento', entity: 'departamento', type: 'DepartamentoInput', input: () => ({ nome: unique('Depto') }), active: true }),
  ...list({ page: 'cargosPagina', get: 'cargo', entity: 'cargo', type: 'CargoInput', input: () => ({ nome: unique('Cargo') }), active: true }),
  ...list({ page: 'desligamentosPagina', get: 'desligamento', entity: 'desligamento', type: 'DesligamentoInput', input: () => ({ motivo: unique('Motivo') }), active: true }),
  ...list({ page: 'tiposUsuarioPagina', get: 'tipoUsuario', entity: 'tipoUsuario', type: 'TipoUsuarioInput', input: () => ({ id: 'MONTADORA', nome: unique('Montadora'), nomeEs: 'Fabricante', nomeEn: 'Manufacturer' }), id: () => 'MONTADORA' }),
  ...list({ page: 'tiposAcessoPagina', get: 'tipoAcesso', entity: 'tipoAcesso', type: 'TipoAcessoInput', input: () => ({ nome: unique('Tipo'), nomeEs: 'Tipo', nomeEn: 'Type', produto: ids.produto }) }),
  ...list({ page: 'funcionalidadesPagina', get: 'funcionalidade', entity: 'funcionalidade', type: 'FuncionalidadeInput', input: () => ({ chave: code(), nome: 'F', nomeEs: 'F', nomeEn: 'F', produto: ids.produto }) }),
  ...list({ page: 'produtosPagina', get: 'produto', entity: 'produto', type: 'ProdutoInput', input: () => ({ codigo: code(), nome: unique('Produto'), baseUri: 'https://novo.test' }) }),
  ...marcaWrites,
  ...grupoWrites,
};

/** Expected outcome per role of each policy group. */
const GROUPS: [string, Record<string, Op>, Record<DemoRole | 'anonymous', string>][] = [
  // The user form's lists: the user maintenance/consultation features, and the provider.
  ['user form lists', USERS_FORM, { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'OK', montadora: 'OK', admin: 'OK' }],
  // Brands and economic groups are also read by the dealers/groups maintainers.
  ['brand reads', BRANDS_READ, { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'OK', admin: 'OK' }],
  // Everything else is the technical provider's: the manufacturer with every feature is refused.
  ['provider only', PROVIDER, { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'FORBIDDEN', admin: 'OK' }],
];

describe('access table of the organisation operations (every demo role, anonymous included)', () => {
  for (const [group, ops, expected] of GROUPS) {
    describe(group, () => accessTable(() => ({ app: t.app, tokens }), ops, expected));
  }

  it('covers every root field of organisation.graphql', async () => {
    const fs = await import('node:fs');
    const sdl = fs.readFileSync(new URL('./organisation.graphql', import.meta.url), 'utf8');
    const declared = [...sdl.matchAll(/^\s{2}(\w+)\(?[^\n]*@auth/gm)].map((m) => m[1]).sort();
    const tested = [USERS_FORM, BRANDS_READ, PROVIDER].flatMap((o) => Object.keys(o)).sort();
    expect(tested).toEqual(declared);
  });
});
