import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { demoIds, type DemoIds } from '../users/testing.js';
import { failure, grupoInput, saveOk, type GrupoOut } from './testing.js';

/** gruposUsuarios(filtro): every word of the search narrows, and the whitelisted orders. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let d: DemoIds;
const made: GrupoOut[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  d = await demoIds(t.database);
  for (const nome of ['Lista Beta Norte', 'Lista Alfa Sul', 'Norte Lista Gama']) {
    made.push(await saveOk(t.app, tokens.montadora, grupoInput(d.usuario.consulta, { nome, publico: true })));
  }
});
afterAll(() => t?.close());

const LIST = `query($f: GrupoUsuariosFiltro) { gruposUsuarios(filtro: $f) { totalElements content { id nome } } }`;
type Page = { gruposUsuarios: { totalElements: number; content: { id: string; nome: string }[] } };
const list = (f: Record<string, unknown>) => gql<Page>(t.app, LIST, { token: tokens.montadora, variables: { f: { rowsPerPage: 100, ...f } } });
const names = async (f: Record<string, unknown>) => (await list(f)).data!.gruposUsuarios.content.map((g) => g.nome);

describe('gruposUsuarios list', () => {
  it('narrows with every word of the search, in any order', async () => {
    expect(await names({ busca: 'lista' })).toEqual(['Lista Alfa Sul', 'Lista Beta Norte', 'Norte Lista Gama']);
    expect(await names({ busca: 'norte lista' })).toEqual(['Lista Beta Norte', 'Norte Lista Gama']);
    expect(await names({ busca: 'norte lista sul' })).toEqual([]);
  });

  it('sorts by name or id in either direction and refuses any other column', async () => {
    expect(await names({ busca: 'lista', sortDirection: 'DESC' })).toEqual(['Norte Lista Gama', 'Lista Beta Norte', 'Lista Alfa Sul']);
    expect(await names({ busca: 'lista', sortBy: 'id' })).toEqual(made.map((g) => g.nome));
    expect(await names({ busca: 'lista', sortBy: 'id', sortDirection: 'DESC' })).toEqual(made.map((g) => g.nome).reverse());
    expect(failure(await list({ sortBy: 'criador' }))).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
  });
});
