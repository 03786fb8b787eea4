import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { grupoInput, saveOk, tokenFor, type GrupoOut } from './testing.js';
import { demoIds, type DemoIds } from '../users/testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let d: DemoIds;
/** A private group of the demo manufacturer, a public one, and another maintainer's token. */
let privado: GrupoOut;
let publico: GrupoOut;
let outro: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  d = await demoIds(t.database);
  privado = await saveOk(t.app, tokens.montadora, grupoInput(d.usuario.consulta, { nome: 'Privado da Marina' }));
  publico = await saveOk(t.app, tokens.montadora, grupoInput(d.usuario.consulta, { nome: 'Público da Marina', publico: true }));
  outro = (await tokenFor(t.app, t.database, ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS'])).token;
});
afterAll(() => t?.close());

const ids = (list: { id: string }[]) => list.map((g) => g.id);
// Answers are read field by field below; a loose record keeps each assertion short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const run = (query: string, token: string, variables?: Record<string, unknown>) =>
  gql<Loose>(t.app, query, { token, variables }).then((r) => ({ ...r, data: r.data as Loose }));

describe('a private group is visible only to its creator (spec 02 §6)', () => {
  it('gruposUsuarios lists it for the creator only; public groups for everyone', async () => {
    const q = '{ gruposUsuarios(filtro: { rowsPerPage: 100 }) { content { id tipo } totalElements } }';
    const mine = (await run(q, tokens.montadora)).data.gruposUsuarios;
    expect(ids(mine.content)).toEqual(expect.arrayContaining([privado.id, publico.id]));
    const theirs = (await run(q, outro)).data.gruposUsuarios;
    expect(ids(theirs.content)).toContain(publico.id);
    expect(ids(theirs.content)).not.toContain(privado.id);
    expect(theirs.totalElements).toBe(mine.totalElements - 2); // this one and the demo's "Minha equipe"
    // Even the provider does not see someone's private group.
    expect(ids((await run(q, tokens.admin)).data.gruposUsuarios.content)).not.toContain(privado.id);
  });

  it('grupoUsuarios(id), edit, activate and inactivate answer NOT_FOUND to others', async () => {
    expect(outcome(await run(`{ grupoUsuarios(id: "${privado.id}") { id } }`, tokens.montadora))).toBe('OK');
    expect(outcome(await run(`{ grupoUsuarios(id: "${privado.id}") { id } }`, outro))).toBe('NOT_FOUND');
    const edit = await run('mutation($g: GrupoUsuariosInput!) { salvarGrupoUsuarios(grupoUsuarios: $g) { id } }', outro, {
      g: grupoInput(d.usuario.consulta, { id: privado.id, nome: 'Tomado' }),
    });
    expect(outcome(edit)).toBe('NOT_FOUND');
    for (const op of ['ativarGrupoUsuarios', 'inativarGrupoUsuarios', 'atualizarGrupoFavorito']) {
      expect(outcome(await run(`mutation { ${op}(id: "${privado.id}") { id } }`, outro)), op).toBe('NOT_FOUND');
    }
    // A public group of someone else may be maintained.
    expect(outcome(await run(`mutation { ativarGrupoUsuarios(id: "${publico.id}") { id } }`, outro))).toBe('OK');
  });

  it('grupoUsuariosByNome reports the name taken without revealing someone else\'s private group', async () => {
    const q = (nome: string) => `{ grupoUsuariosByNome(nome: "${nome}") { id nome } }`;
    expect((await run(q('privado da marina'), tokens.montadora)).data.grupoUsuariosByNome).toEqual({ id: privado.id, nome: 'Privado da Marina' });
    expect((await run(q('privado da marina'), outro)).data.grupoUsuariosByNome).toEqual({ id: null, nome: 'privado da marina' });
    expect((await run(q('Nome livre'), outro)).data.grupoUsuariosByNome).toBeNull();
    expect((await run(q(''), outro)).data.grupoUsuariosByNome).toBeNull();
    // And the save refuses the name all the same.
    const dup = await run('mutation($g: GrupoUsuariosInput!) { salvarGrupoUsuarios(grupoUsuarios: $g) { id } }', outro, {
      g: grupoInput(d.usuario.consulta, { nome: 'Privado da Marina' }),
    });
    expect(outcome(dup)).toBe('CONFLICT');
  });

  it('the selectors and the preview hide it from others', async () => {
    for (const sel of ['gruposAtivos', 'gruposUsuariosAtivos']) {
      expect(ids((await run(`{ ${sel} { id } }`, tokens.montadora)).data[sel])).toContain(privado.id);
      const others = ids((await run(`{ ${sel} { id } }`, outro)).data[sel]);
      expect(others).toContain(publico.id);
      expect(others).not.toContain(privado.id);
    }
    const preview = 'query($f: UsuariosGruposFiltro!) { usuariosByGruposUsuariosPaged(filterInput: $f) { totalElements } }';
    expect(outcome(await run(preview, tokens.montadora, { f: { grupos: [privado.id] } }))).toBe('OK');
    expect(outcome(await run(preview, outro, { f: { grupos: [publico.id, privado.id] } }))).toBe('NOT_FOUND');
  });
});

describe('selectors and favourites', () => {
  it('are open to the maintainers of the areas that pick groups, not the maintenance itself', async () => {
    const { token } = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
    expect(ids((await run('{ gruposAtivos { id } }', token)).data.gruposAtivos)).toContain(publico.id);
    expect(outcome(await run(`mutation { atualizarGrupoFavorito(id: "${publico.id}") { id } }`, token))).toBe('OK');
    expect(outcome(await run('{ gruposUsuarios { totalElements } }', token))).toBe('FORBIDDEN');
    expect(outcome(await run(`{ grupoUsuarios(id: "${publico.id}") { id } }`, token))).toBe('FORBIDDEN');
  });

  it("a group maintainer without the users features reads the form's options", async () => {
    const { token } = await tokenFor(t.app, t.database, ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
    for (const query of ['{ usuarioDominio { marcas { id } } }', '{ cargos(principais: true) { id } }', '{ setores { id } }']) {
      expect(outcome(await run(query, token)), query).toBe('OK');
    }
    // A user's own positions stay behind the users area's row rule.
    const other = await tokenFor(t.app, t.database, []);
    expect(outcome(await run(`{ cargos(usuarioId: "${other.id}") { id } }`, token))).toBe('FORBIDDEN');
  });

  it('atualizarGrupoFavorito toggles for the caller only; favourites come first; inactive groups are not offered', async () => {
    const fav = 'mutation($id: ID!) { atualizarGrupoFavorito(id: $id) { id nome favorito } }';
    const on = (await run(fav, outro, { id: publico.id })).data.atualizarGrupoFavorito;
    expect(on).toEqual({ id: publico.id, nome: 'Público da Marina', favorito: true });
    const list = (await run('{ gruposAtivos { id favorito } }', outro)).data.gruposAtivos;
    expect(list[0]).toEqual({ id: publico.id, favorito: true });
    const forMarina = (await run('{ gruposAtivos { id favorito } }', tokens.montadora)).data.gruposAtivos;
    expect(forMarina.find((g: { id: string }) => g.id === publico.id).favorito).toBe(false);
    expect((await run(fav, outro, { id: publico.id })).data.atualizarGrupoFavorito.favorito).toBe(false);
    await run(`mutation { inativarGrupoUsuarios(id: "${publico.id}") { id } }`, tokens.montadora);
    expect(ids((await run('{ gruposAtivos { id } }', outro)).data.gruposAtivos)).not.toContain(publico.id);
    await run(`mutation { ativarGrupoUsuarios(id: "${publico.id}") { id } }`, tokens.montadora);
  });
});
