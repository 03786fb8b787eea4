import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCpf } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, failure, messages, montadoraUser, salvar, saveOk, type DemoIds, type Save } from './testing.js';

/** Spec 01 §5 "User step 1", one rule per test, through salvarUsuario. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

const save = (s: Save) => salvar(t.app, tokens.montadora, s);
const withUser = (s: Save, over: Record<string, unknown>): Save => ({ ...s, usuario: { ...s.usuario, ...over } });

describe('name and e-mail', () => {
  it('nome is required and at most 150 characters', async () => {
    expect(failure(await save(montadoraUser(ids, { nome: '  ' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
    expect(failure(await save(montadoraUser(ids, { nome: 'x'.repeat(151) })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
  });

  it('email is required and valid', async () => {
    expect(failure(await save(montadoraUser(ids, { email: null })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['email'] });
    expect(failure(await save(montadoraUser(ids, { email: 'ana@rede' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['email'] });
  });

  it("an e-mail of another user is a CONFLICT, whatever its case", async () => {
    const res = await save(montadoraUser(ids, { email: 'MONTADORA@portal.test' }));
    expect(failure(res)).toEqual({ code: 'CONFLICT', fields: ['email'] });
    expect(messages(res)).toEqual(['email: Este e-mail já pertence a outro usuário.']);
  });
});

describe('CPF', () => {
  it('must be valid when given and is optional for a type outside the document-mandatory list', async () => {
    expect(failure(await save(montadoraUser(ids, { cpf: '529.982.247-24' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cpf'] });
    expect(failure(await save(montadoraUser(ids, { cpf: '00000000000' })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cpf'] });
    const u = await saveOk(t.app, tokens.montadora, montadoraUser(ids, { cpf: '   ' }));
    expect(u.cpf).toBeNull();
  });

  it('is required for the document-mandatory types (DEALER_GRUPO by default)', async () => {
    expect(failure(await save(dealerUser(ids, { cpf: null })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cpf'] });
  });

  it('must not belong to another user', async () => {
    expect(failure(await save(montadoraUser(ids, { cpf: demoCpf(1) })))).toEqual({ code: 'CONFLICT', fields: ['cpf'] });
  });

  it('is locked once the stored user has one', async () => {
    const s = montadoraUser(ids, { cpf: demoCpf(600) });
    const u = await saveOk(t.app, tokens.montadora, s);
    expect(failure(await save(withUser(s, { id: u.id, cpf: demoCpf(601) })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cpf'] });
    expect(failure(await save(withUser(s, { id: u.id, cpf: null })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['cpf'] });
    await saveOk(t.app, tokens.montadora, withUser(s, { id: u.id, cpf: demoCpf(600).replace(/^(\d{3})/, '$1.') }));
    // A user stored without one may receive it later.
    const semCpf = montadoraUser(ids);
    const v = await saveOk(t.app, tokens.montadora, semCpf);
    expect((await saveOk(t.app, tokens.montadora, withUser(semCpf, { id: v.id, cpf: demoCpf(602) }))).cpf).toBe(demoCpf(602));
  });
});

describe('type, dealers and phones', () => {
  it('tipo is required', async () => {
    expect(failure(await save(montadoraUser(ids, { tipo: null })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['tipo'] });
  });

  it('the dealer-group type needs at least one dealer', async () => {
    const s = dealerUser(ids, { idsDealers: [] });
    expect(failure(await save({ ...s, cargos: [] })).fields).toContain('idsDealers');
  });

  it('phones and mobiles must be complete masks', async () => {
    const res = await save(montadoraUser(ids, { telefones: ['(41) 3333-444'], celulares: ['(41) 3333-4444'] }));
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['telefones', 'celulares'] });
  });

  it('referenced rows must exist, and a new link must be active', async () => {
    expect(failure(await save(montadoraUser(ids, { marcas: ['999999'] })))).toEqual({ code: 'BAD_USER_INPUT', fields: ['marcas'] });
    await t.database.pool.query(`insert into marcas (nome, active) values ('Marca Inativa', false)`);
    const inativa = (await t.database.pool.query<{ id: number }>(`select id from marcas where nome = 'Marca Inativa'`)).rows[0]!.id;
    const res = await save(montadoraUser(ids, { marcas: [String(inativa)] }));
    expect(messages(res)).toEqual(['marcas: Marca Inativa está inativo.']);
  });
});

describe('management information (types of tiposUsuarioInformarGestao)', () => {
  it('dataAdmissao and emailSuperior are required when positions and dealers are as many', async () => {
    const s = dealerUser(ids);
    expect(failure(await save({ ...s, infos: null }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataAdmissao', 'emailSuperior'] });
  });

  it('are optional when there are more positions than dealers', async () => {
    const s = dealerUser(ids);
    const cargos = [...s.cargos, { cargoId: ids.cargo['Gerente de vendas'], dataInicio: '2024-06-01', dealerId: ids.dealer.Centro, departamentoId: ids.departamento.Vendas }];
    await saveOk(t.app, tokens.montadora, { ...s, cargos, infos: null });
  });

  it('emailSuperior must be valid', async () => {
    const s = dealerUser(ids);
    expect(failure(await save({ ...s, infos: { ...s.infos, emailSuperior: 'chefe' } }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['emailSuperior'] });
  });

  it('dataDesligamento is not before dataAdmissao', async () => {
    const s = dealerUser(ids);
    const infos = { ...s.infos, dataDesligamento: '2024-01-09', desligamentoId: ids.desligamento['Término de contrato'] };
    expect(failure(await save({ ...s, infos }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataDesligamento'] });
  });

  it('a dismissal reason needs a date and a date needs a reason', async () => {
    const s = dealerUser(ids);
    expect(failure(await save({ ...s, infos: { ...s.infos, desligamentoId: ids.desligamento['Término de contrato'] } }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['dataDesligamento'],
    });
    expect(failure(await save({ ...s, infos: { ...s.infos, dataDesligamento: '2025-01-01' } }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['desligamentoId'] });
  });

  it('dates must be real calendar days', async () => {
    const s = dealerUser(ids);
    expect(failure(await save({ ...s, infos: { ...s.infos, dataAdmissao: '2024-02-30' } }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataAdmissao'] });
  });

  it('other types send no management information', async () => {
    const s = montadoraUser(ids);
    expect(failure(await save({ ...s, infos: { dataAdmissao: '2024-01-01' } }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['infos'] });
  });
});

describe('positions of the types of tiposUsuarioInformarCargo', () => {
  it('need at least one position per selected dealer', async () => {
    const s = dealerUser(ids, { idsDealers: [ids.dealer.Centro, ids.dealer.Sul] });
    const res = await save(s);
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['cargos'] });
    expect(messages(res)).toEqual(['cargos: Informe pelo menos um cargo em Horizonte Sul.']);
  });
});
