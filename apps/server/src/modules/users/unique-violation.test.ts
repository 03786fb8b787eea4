import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, outcome, type DemoRole } from '../../test/graphql.js';
import { demoIds, montadoraUser, salvar, type DemoIds } from './testing.js';
import { asUsuarioConflict } from './unique-violation.js';

describe('asUsuarioConflict (two saves racing past the service check)', () => {
  it('turns a unique violation of a users index, wrapped or not, into a CONFLICT naming the field', () => {
    const email = asUsuarioConflict(Object.assign(new Error('query failed'), { cause: { code: '23505', constraint: 'usuarios_email_uq' } }));
    expect(email).toBeInstanceOf(AppError);
    expect(email).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'email', key: 'error.usuario.emailDuplicado' }] });
    expect(asUsuarioConflict({ code: '23505', constraint: 'usuarios_cpf_uq' })).toMatchObject({ fields: [{ field: 'cpf' }] });
    expect(asUsuarioConflict({ code: '23505', constraint: 'usuario_cargos_uq' })).toMatchObject({ fields: [{ field: 'cargos' }] });
  });

  it('lets any other error through unchanged', () => {
    const other = { code: '23505', constraint: 'dealers_cnpj_uq' };
    expect(asUsuarioConflict(other)).toBe(other);
  });
});

describe('concurrent creations of one e-mail', () => {
  let t: TestApp;
  let tokens: Record<DemoRole, string>;
  let ids: DemoIds;
  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await demoTokens(t.app);
    ids = await demoIds(t.database);
  });
  afterAll(() => t?.close());

  it('create one user; the other save is a CONFLICT, never an internal error', async () => {
    const a = montadoraUser(ids, { email: 'corrida@rede.test' });
    const b = montadoraUser(ids, { email: 'corrida@rede.test' });
    const results = await Promise.all([salvar(t.app, tokens.montadora, a), salvar(t.app, tokens.admin, b)]);
    expect(results.map(outcome).sort()).toEqual(['CONFLICT', 'OK']);
    const rows = await t.database.pool.query(`select count(*)::int as n from usuarios where email = 'corrida@rede.test'`);
    expect(rows.rows[0].n).toBe(1);
  });
});
