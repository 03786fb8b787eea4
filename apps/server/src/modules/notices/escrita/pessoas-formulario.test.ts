import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { gql, outcome } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { grupoInput, saveOk, tokenFor } from '../../user-groups/testing.js';
import { novoDealer, novoGrupoDealer, pessoa } from '../dashboard/testing.js';
import { PESSOAS_FORMULARIO, PREVIEW_GRUPOS } from './testing.js';

/**
 * The form's people (destinatariosGruposComunicado, usuariosComunicado): a notice's author who does
 * not maintain user groups still previews its groups' people and picks users to exclude (the user
 * groups' own queries refuse it), and sees only the people it may see: a dealer-group author those
 * of its groups and dealers.
 */
let t: TestApp;
let criador: { id: number; token: string };
let criadorA: { id: number; token: string };
let publico: string;
let privado: string;

const USER_GROUPS_PREVIEW = `query($f: UsuariosGruposFiltro!) { usuariosByGruposUsuariosPaged(filterInput: $f) { totalElements } }`;
const USER_GROUPS_LOOKUP = `query($t: String!) { usuariosByNomeOrEmailStartingWith(texto: $t) { id } }`;

const preview = (token: string, f: Record<string, unknown>) =>
  gql<{ destinatariosGruposComunicado: { totalElements: number; content: { nome: string; email: string }[] } }>(t.app, PREVIEW_GRUPOS, { token, variables: { f } });
const lookup = (token: string, texto: string) => gql<{ usuariosComunicado: { nome: string }[] }>(t.app, PESSOAS_FORMULARIO, { token, variables: { t: texto } });

beforeAll(async () => {
  t = await buildTestApp();
  const gestor = await tokenFor(t.app, t.database, [FEATURES.PORTAL_MANUTENCAO_GRUPOS_USUARIOS, FEATURES.PORTAL_CRIACAO_GRUPOS_USUARIOS_PUBLICOS]);
  criador = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS]);
  const grupoA = await novoGrupoDealer(t.database, 'Grupo Formulario A');
  const grupoB = await novoGrupoDealer(t.database, 'Grupo Formulario B');
  const dealerA = await novoDealer(t.database, 'Formulario Centro', grupoA);
  const dealerB = await novoDealer(t.database, 'Formulario Sul', grupoB);
  criadorA = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS], 'DEALER_GRUPO');
  await t.database.db.execute(sql`insert into usuario_grupos_dealer (usuario_id, grupo_id) values (${criadorA.id}, ${grupoA})`);
  const ana = await pessoa(t.database, { nome: 'Ana Formulario', grupos: [grupoA], dealers: [dealerA], email: 'ana.formulario@form.test' });
  const bruno = await pessoa(t.database, { nome: 'Bruno Formulario', grupos: [grupoB], dealers: [dealerB], email: 'bruno.formulario@form.test' });
  publico = (await saveOk(t.app, gestor.token, grupoInput(String(ana), { publico: true, usuariosManuais: [String(ana), String(bruno)] }))).id;
  privado = (await saveOk(t.app, gestor.token, grupoInput(String(ana)))).id;
});
afterAll(() => t?.close());

describe("the form's recipients preview (destinatariosGruposComunicado)", () => {
  it("names a public group's people to a creator who does not maintain user groups (the user groups' preview refuses it)", async () => {
    const res = await preview(criador.token, { idsGrupos: [publico] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.destinatariosGruposComunicado.content.map((p) => p.nome)).toEqual(['Ana Formulario', 'Bruno Formulario']);
    expect(res.data!.destinatariosGruposComunicado.totalElements).toBe(2);
    expect(outcome(await gql(t.app, USER_GROUPS_PREVIEW, { token: criador.token, variables: { f: { grupos: [publico] } } }))).toBe('FORBIDDEN');
  });

  it('searches by name or e-mail and pages', async () => {
    const res = await preview(criador.token, { idsGrupos: [publico], busca: 'bruno.formulario', page: 0, rowsPerPage: 1 });
    expect(res.data!.destinatariosGruposComunicado.content.map((p) => p.email)).toEqual(['bruno.formulario@form.test']);
  });

  it('a dealer-group author reads only the people of its groups and dealers', async () => {
    const res = await preview(criadorA.token, { idsGrupos: [publico] });
    expect(res.data!.destinatariosGruposComunicado.content.map((p) => p.nome)).toEqual(['Ana Formulario']);
  });

  it("another person's private group is NOT_FOUND, as on save", async () => {
    expect(outcome(await preview(criador.token, { idsGrupos: [privado] }))).toBe('NOT_FOUND');
  });
});

describe("the form's excluded-users picker (usuariosComunicado)", () => {
  it('finds people by the start of their name or e-mail for a creator without the user groups feature', async () => {
    const res = await lookup(criador.token, 'bruno.formul');
    expect(res.errors).toBeUndefined();
    expect(res.data!.usuariosComunicado.map((p) => p.nome)).toEqual(['Bruno Formulario']);
    expect(outcome(await gql(t.app, USER_GROUPS_LOOKUP, { token: criador.token, variables: { t: 'bruno' } }))).toBe('FORBIDDEN');
  });

  it('a dealer-group author finds only the people it may see', async () => {
    expect((await lookup(criadorA.token, 'Ana Formul')).data!.usuariosComunicado.map((p) => p.nome)).toEqual(['Ana Formulario']);
    expect((await lookup(criadorA.token, 'Bruno Formul')).data!.usuariosComunicado).toEqual([]);
  });
});
