import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, failure, montadoraUser, salvar, saveOk, type DemoIds } from './testing.js';

/** The portal properties drive the rules: the same rules with other lists than the defaults. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  // Stored before the first read: properties are cached per database for a few seconds.
  const set = (chave: string, valor: unknown) =>
    t.database.pool.query(`insert into portal_properties (chave, valor) values ($1, $2) on conflict (chave) do update set valor = $2`, [chave, JSON.stringify(valor)]);
  await set('tiposUsuarioDocumentoObrigatorio', ['MONTADORA', 'XPTO']);
  await set('tiposUsuarioInformarCargo', []);
  await set('tiposUsuarioInformarGestao', ['MONTADORA']);
  await set('informarDepartamentoCargo', false);
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

describe('rules follow the portal properties', () => {
  it('usuariosPortalProperties answers the stored lists, unknown types left out', async () => {
    const res = await gql(t.app, '{ usuariosPortalProperties { tiposUsuarioDocumentoObrigatorio tiposUsuarioInformarCargo tiposUsuarioInformarGestao informarDepartamentoCargo } }', { token: tokens.consulta });
    expect(res.data).toEqual({
      usuariosPortalProperties: {
        tiposUsuarioDocumentoObrigatorio: ['MONTADORA'],
        tiposUsuarioInformarCargo: [],
        tiposUsuarioInformarGestao: ['MONTADORA'],
        informarDepartamentoCargo: false,
      },
    });
  });

  it('the CPF is required for the listed types only', async () => {
    expect(failure(await salvar(t.app, tokens.montadora, { ...montadoraUser(ids), infos: { dataAdmissao: '2024-01-01', emailSuperior: 'a@b.test' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['cpf'],
    });
    await saveOk(t.app, tokens.montadora, { ...dealerUser(ids, { cpf: null }), infos: null });
  });

  it('positions are optional for types not listed, and their department when departments are off', async () => {
    await saveOk(t.app, tokens.montadora, { ...dealerUser(ids), cargos: [], infos: null });
    const s = dealerUser(ids);
    await saveOk(t.app, tokens.montadora, { ...s, cargos: [{ ...s.cargos[0]!, departamentoId: null }], infos: null });
    const pode = await gql(t.app, `mutation($c: CargoUsuarioInput!) { podeAdicionarCargo(cargoAdicionadoInput: $c) }`, {
      token: tokens.montadora,
      variables: { c: { ...s.cargos[0]!, departamentoId: null } },
    });
    expect(pode.data).toEqual({ podeAdicionarCargo: true });
  });

  it('management information follows tiposUsuarioInformarGestao', async () => {
    const s = montadoraUser(ids, { cpf: '52998224725' });
    // No positions and no dealers: as many, so admission date and superior e-mail are required.
    expect(failure(await salvar(t.app, tokens.montadora, s))).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataAdmissao', 'emailSuperior'] });
    const u = await saveOk(t.app, tokens.montadora, { ...s, infos: { dataAdmissao: '2024-01-01', emailSuperior: 'Chefe@Rede.test' } });
    const info = await gql(t.app, `{ infoUsuario(usuarioId: "${u.id}") { dataAdmissao emailSuperior } }`, { token: tokens.montadora });
    expect(info.data).toEqual({ infoUsuario: { dataAdmissao: '2024-01-01', emailSuperior: 'chefe@rede.test' } });
    // The dealer-group type is no longer listed: it sends no infos.
    expect(failure(await salvar(t.app, tokens.montadora, dealerUser(ids)))).toEqual({ code: 'BAD_USER_INPUT', fields: ['infos'] });
  });
});
