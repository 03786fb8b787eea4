import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTest } from '../../platform/identity/testing.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { fresh, grupoInput, insertUser, saveOk, tokenFor } from './testing.js';

/**
 * usuarioLogado.gruposUsuarios (spec 01 §3): the groups the signed-in user belongs to, through
 * the same membership the library grants use; another user's private group stays unnamed.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const MEUS_GRUPOS = '{ usuarioLogado { gruposUsuarios { id nome } } }';
async function meusGrupos(token: string): Promise<{ id: string; nome: string }[]> {
  const res = await gql<{ usuarioLogado: { gruposUsuarios: { id: string; nome: string }[] } }>(t.app, MEUS_GRUPOS, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.usuarioLogado.gruposUsuarios;
}

describe('usuarioLogado.gruposUsuarios', () => {
  it("answers the active groups the user belongs to, by name; not another user's private group", async () => {
    // No brands: no demo profile group takes this user in, so the groups below are all there is.
    const email = `membro${fresh()}@grupos.test`;
    const membro = await insertUser(t.database, { email });
    const token = (await signInForTest(t.app, { email, password: DEMO_PASSWORD })).accessToken;
    expect(await meusGrupos(token)).toEqual([]);

    const b = await saveOk(t.app, tokens.admin, grupoInput(String(membro), { nome: `B membros ${fresh()}`, publico: true }));
    const a = await saveOk(t.app, tokens.admin, grupoInput(String(membro), { nome: `A membros ${fresh()}`, publico: true }));
    // A group of someone else only.
    await saveOk(t.app, tokens.admin, grupoInput(String(await insertUser(t.database)), { publico: true }));
    const inativo = await saveOk(t.app, tokens.admin, grupoInput(String(membro), { publico: true }));
    const off = await gql(t.app, `mutation { inativarGrupoUsuarios(id: "${inativo.id}") { id } }`, { token: tokens.admin });
    expect(off.errors).toBeUndefined();
    const gestor = await tokenFor(t.app, t.database, ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
    const privado = await saveOk(t.app, gestor.token, {
      ...grupoInput(String(membro), { nome: `Privado ${fresh()}` }),
      usuariosManuais: [String(membro), String(gestor.id)],
    });

    expect(await meusGrupos(token)).toEqual([
      { id: a.id, nome: a.nome },
      { id: b.id, nome: b.nome },
    ]);
    // The creator of the private group sees it among their own groups.
    expect(await meusGrupos(gestor.token)).toContainEqual({ id: privado.id, nome: privado.nome });
  });
});
