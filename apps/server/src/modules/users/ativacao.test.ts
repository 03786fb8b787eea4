import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { inactivateIdleUsers } from './jobs/inactivity.js';
import { demoIds, montadoraUser, saveOk, type DemoIds } from './testing.js';

/** Spec 01 §4: activate/inactivate a user, grant and remove special activation. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

const call = (op: string, id: string, token = tokens.montadora) =>
  gql<Record<string, { id: string; active: boolean; ativacaoEspecial: boolean; ultimoAcesso: string | null }>>(
    t.app,
    `mutation { ${op}(id: "${id}") { id active ativacaoEspecial ultimoAcesso } }`,
    { token },
  );
const audit = async (id: string) =>
  (await t.database.pool.query(`select acao, antes, depois from auditoria where entidade = 'usuario' and entidade_id = $1 and acao <> 'CRIAR' order by id`, [id])).rows;

describe('ativarUsuario / inativarUsuario', () => {
  it('inactivates and activates, audited; an inactive user loses API access at once', async () => {
    const u = await saveOk(t.app, tokens.montadora, montadoraUser(ids));
    expect((await call('inativarUsuario', u.id)).data!.inativarUsuario!).toMatchObject({ active: false });
    expect((await call('ativarUsuario', u.id)).data!.ativarUsuario!).toMatchObject({ active: true });
    expect((await audit(u.id)).map((r) => [r.acao, r.antes.active, r.depois.active])).toEqual([
      ['INATIVAR', true, false],
      ['ATIVAR', false, true],
    ]);
    await call('inativarUsuario', ids.usuario.consulta);
    expect(outcome(await gql(t.app, '{ usuarioLogado { id } }', { token: tokens.consulta }))).toBe('UNAUTHENTICATED');
    await call('ativarUsuario', ids.usuario.consulta);
    expect(outcome(await gql(t.app, '{ usuarioLogado { id } }', { token: tokens.consulta }))).toBe('OK');
  });

  it('reactivation restarts the inactivity period, so the nightly sweep leaves the user active', async () => {
    const u = await saveOk(t.app, tokens.montadora, montadoraUser(ids));
    await t.database.pool.query(`update usuarios set active = false, created_at = now() - interval '400 days' where id = $1`, [u.id]);
    const res = await call('ativarUsuario', u.id);
    expect(res.data!.ativarUsuario!.ultimoAcesso).not.toBeNull();
    const sweep = await inactivateIdleUsers(t.database.db, new Date(), 90);
    expect(sweep.inativados).not.toContain(Number(u.id));
  });

  it('nobody inactivates themselves', async () => {
    expect(outcome(await call('inativarUsuario', ids.usuario.montadora))).toBe('CONFLICT');
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    expect(outcome(await call('ativarUsuario', '999999'))).toBe('NOT_FOUND');
  });
});

describe('liberarAtivacaoEspecial / removerAtivacaoEspecial', () => {
  it('grants and removes special activation, audited; a user with it is spared by the inactivity sweep', async () => {
    const u = await saveOk(t.app, tokens.montadora, montadoraUser(ids));
    await t.database.pool.query(`update usuarios set created_at = now() - interval '400 days' where id = $1`, [u.id]);
    expect((await call('liberarAtivacaoEspecial', u.id)).data!.liberarAtivacaoEspecial!.ativacaoEspecial).toBe(true);
    expect((await inactivateIdleUsers(t.database.db, new Date(), 90)).inativados).not.toContain(Number(u.id));
    expect((await call('removerAtivacaoEspecial', u.id)).data!.removerAtivacaoEspecial!.ativacaoEspecial).toBe(false);
    expect((await inactivateIdleUsers(t.database.db, new Date(), 90)).inativados).toContain(Number(u.id));
    expect((await audit(u.id)).map((r) => [r.acao, r.antes.ativacaoEspecial, r.depois.ativacaoEspecial]).slice(0, 2)).toEqual([
      ['LIBERAR_ATIVACAO_ESPECIAL', false, true],
      ['REMOVER_ATIVACAO_ESPECIAL', true, false],
    ]);
  });
});
