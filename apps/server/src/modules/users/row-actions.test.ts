import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, montadoraUser, saveOk, type DemoIds } from './testing.js';

/**
 * Usuario.acoesPermitidas: the row actions the API itself would accept (users.policy.ts), so the
 * list offers no action that ends in FORBIDDEN or CONFLICT.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;
let mine: string;
let mixed: string;
let montadora: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
  // Diana (the dealer demo user: Grupo Horizonte, Horizonte Centro) administers users of her group.
  await t.database.pool.query(`insert into usuario_funcionalidades (usuario_id, funcionalidade_id) values ($1, $2)`, [
    ids.usuario.dealer,
    ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS,
  ]);
  mine = (await saveOk(t.app, tokens.admin, dealerUser(ids))).id;
  // Linked to Diana's dealer (she reads it) and to another group's dealer (she may not manage it).
  const m = dealerUser(ids, { marcas: [ids.marca.Aurora, ids.marca.Cometa], grupos: [ids.grupo.Horizonte, ids.grupo.Litoral], idsDealers: [ids.dealer.Centro, ids.dealer.Praia] });
  mixed = (await saveOk(t.app, tokens.admin, { ...m, cargos: [...m.cargos, { ...m.cargos[0]!, dealerId: ids.dealer.Praia }] })).id;
  montadora = (await saveOk(t.app, tokens.admin, montadoraUser(ids))).id;
});
afterAll(() => t?.close());

async function acoes(role: DemoRole, id: string): Promise<string[]> {
  const res = await gql<{ usuario: { acoesPermitidas: string[] } }>(t.app, `{ usuario(id: "${id}") { acoesPermitidas } }`, { token: tokens[role] });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return [...res.data!.usuario.acoesPermitidas].sort();
}

describe('Usuario.acoesPermitidas', () => {
  it('the provider: edit, the state change the row allows, the special activation', async () => {
    expect(await acoes('admin', montadora)).toEqual(['EDITAR', 'INATIVAR', 'LIBERAR_ATIVACAO_ESPECIAL']);
    await gql(t.app, `mutation { inativarUsuario(id: "${montadora}") { id } } `, { token: tokens.admin });
    await gql(t.app, `mutation { liberarAtivacaoEspecial(id: "${montadora}") { id } } `, { token: tokens.admin });
    expect(await acoes('admin', montadora)).toEqual(['ATIVAR', 'EDITAR', 'REMOVER_ATIVACAO_ESPECIAL']);
  });

  it('nobody is offered to inactivate themselves', async () => {
    expect(await acoes('admin', ids.usuario.admin)).not.toContain('INATIVAR');
    expect(await acoes('admin', ids.usuario.admin)).toContain('EDITAR');
  });

  it('provider users: nothing for anyone but the provider', async () => {
    expect(await acoes('montadora', ids.usuario.admin)).toEqual([]);
    expect(outcome(await gql(t.app, `mutation { inativarUsuario(id: "${ids.usuario.admin}") { id } }`, { token: tokens.montadora }))).toBe('FORBIDDEN');
  });

  it('a reader without the maintenance features: nothing', async () => {
    expect(await acoes('consulta', mine)).toEqual([]);
  });

  it('a dealer-group administrator: its own users only, not a user it reads but shares with another group', async () => {
    expect(await acoes('dealer', mine)).toEqual(['EDITAR', 'INATIVAR']);
    expect(await acoes('dealer', mixed)).toEqual([]);
    expect(outcome(await gql(t.app, `mutation { inativarUsuario(id: "${mixed}") { id } }`, { token: tokens.dealer }))).toBe('FORBIDDEN');
  });

  it('the list answers each row its own actions', async () => {
    const res = await gql<{ usuarios: { content: { id: string; acoesPermitidas: string[] }[] } }>(
      t.app,
      '{ usuarios(filtro: { rowsPerPage: 100 }) { content { id acoesPermitidas } } }',
      { token: tokens.dealer },
    );
    const byId = new Map(res.data!.usuarios.content.map((u) => [u.id, [...u.acoesPermitidas].sort()]));
    expect(byId.get(mine)).toEqual(['EDITAR', 'INATIVAR']);
    expect(byId.get(mixed)).toEqual([]);
  });
});
