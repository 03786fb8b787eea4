import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/identity/passwords.js';
import { signInForTest } from '../../platform/identity/testing.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql } from '../../test/graphql.js';

/*
 * The read-only view of a user (defects #18): a holder of PORTAL_CONSULTA_VISUALIZACAO_USUARIOS
 * reads everything the wizard shows of a user within its reach, nothing beyond it, and changes
 * nothing.
 */

let t: TestApp;
let token: string;
let own: string;
let outside: string;

const q = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.pool.query<T>(text, params).then((r) => r.rows);

beforeAll(async () => {
  t = await buildTestApp();
  const [leitor] = await q<{ id: number }>(
    `insert into usuarios (nome, email, tipo, password_hash) values ('Leitora Horizonte', 'leitora-horizonte@test.local', 'DEALER_GRUPO', $1) returning id`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  await q('update usuarios set idp_subject = id::text where id = $1', [leitor!.id]);
  await q(`insert into usuario_grupos_dealer select $1, id from grupos where nome = 'Grupo Horizonte'`, [leitor!.id]);
  await q(`insert into usuario_funcionalidades select $1, id from funcionalidades where chave = 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'`, [leitor!.id]);
  token = (await signInForTest(t.app, { email: 'leitora-horizonte@test.local', password: DEMO_PASSWORD })).accessToken;
  // The demo dealer user is in Grupo Horizonte; the consultation demo user (manufacturer) is in no group.
  own = String((await q<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.dealer]))[0]!.id);
  outside = String((await q<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.consulta]))[0]!.id);
});
afterAll(() => t?.close());

/** What the wizard loads for one user (use-wizard-data.ts and step 2). */
const WIZARD = `query($id: ID!) {
  usuario(id: $id) { id nome active produtos { idProduto idsFuncionalidades idsTiposAcesso } }
  infoUsuario(usuarioId: $id) { dataAdmissao }
  cargos(usuarioId: $id) { cargoId }
  usuariosPortalProperties { informarDepartamentoCargo }
  departamentosCargosUsuarios { id }
  desligamentos { id }
}`;

describe('read-only view of a user', () => {
  it('reads every part of the wizard for a user within reach', async () => {
    const res = await gql<{ usuario: { id: string; nome: string } }>(t.app, WIZARD, { token, variables: { id: own } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.usuario).toMatchObject({ id: own, nome: expect.any(String) });
  });

  it('reads no user outside its groups and dealers', async () => {
    for (const query of [
      `query($id: ID!) { usuario(id: $id) { id } }`,
      `query($id: ID!) { infoUsuario(usuarioId: $id) { dataAdmissao } }`,
      `query($id: ID!) { cargos(usuarioId: $id) { cargoId } }`,
    ]) {
      const res = await gql(t.app, query, { token, variables: { id: outside } });
      expect(res.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });

  it('changes nothing, not even a user within reach', async () => {
    for (const mutation of ['inativarUsuario', 'ativarUsuario']) {
      const res = await gql(t.app, `mutation($id: ID!) { ${mutation}(id: $id) { id } }`, { token, variables: { id: own } });
      expect(res.errors?.[0]?.extensions?.code, mutation).toBe('FORBIDDEN');
    }
    const save = await gql(t.app, 'mutation($u: UsuarioInput!) { salvarUsuario(usuario: $u) { criado } }', {
      token,
      variables: { u: { id: own, nome: 'Outro nome', email: 'dealer@portal.test', tipo: 'DEALER_GRUPO' } },
    });
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [stored] = await q<{ nome: string }>('select nome from usuarios where id = $1', [Number(own)]);
    expect(stored!.nome).not.toBe('Outro nome');
  });
});
