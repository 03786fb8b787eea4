import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql } from '../../../test/graphql.js';
import { tokenFor } from '../../user-groups/testing.js';
import { ARQUIVAR, CIENCIA, COUNT, ENVIO, ENVIOS, FAVORITAR, MARCAR_LIDO, RECENTES, comunicadoRecebido } from './testing.js';

/**
 * Reach across dealer groups: a dealer user of group A never reads or changes group B's
 * deliveries, by any query or mutation, even of a notice both groups received.
 */

let t: TestApp;
type Pessoa = { id: number; token: string };
let dealerA: Pessoa;
let dealerB: Pessoa;
let soDeB: number;
let deAmbos: number;

const CAIXAS = ['ENTRADA', 'LIDOS', 'ARQUIVADOS', 'FAVORITOS'] as const;

async function dealerDoGrupo(nome: string): Promise<Pessoa> {
  const p = await tokenFor(t.app, t.database, [], 'DEALER_GRUPO');
  const g = await t.database.pool.query<{ id: number }>('insert into grupos (nome) values ($1) returning id', [nome]);
  await t.database.pool.query('insert into usuario_grupos_dealer (usuario_id, grupo_id) values ($1, $2)', [p.id, g.rows[0]!.id]);
  return p;
}

beforeAll(async () => {
  t = await buildTestApp();
  const autor = await tokenFor(t.app, t.database, [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]);
  dealerA = await dealerDoGrupo('Grupo Alcance A');
  dealerB = await dealerDoGrupo('Grupo Alcance B');
  soDeB = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [dealerB.id], titulo: 'Só do grupo B', requerCiencia: true });
  deAmbos = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [dealerA.id, dealerB.id], titulo: 'Dos dois grupos', requerCiencia: true });
  // B's own state on both, which A must neither see nor change.
  for (const id of [soDeB, deAmbos]) {
    await gql(t.app, FAVORITAR, { token: dealerB.token, variables: { id: String(id), v: true } });
  }
});
afterAll(() => t?.close());

const ids = (res: { data: unknown }) =>
  ((res.data as { comunicadoEnvios: { content: { comunicado: { id: string } }[] } }).comunicadoEnvios.content ?? []).map((e) => e.comunicado.id);

describe('a dealer user of group A and the deliveries of group B', () => {
  it.each(CAIXAS)('the %s list holds only their own deliveries', async (caixa) => {
    const res = await gql(t.app, ENVIOS, { token: dealerA.token, variables: { f: { caixa } } });
    expect(ids(res)).not.toContain(String(soDeB));
  });

  it("the inbox shows the shared notice with A's own state, not B's", async () => {
    const res = await gql<{ comunicadoEnvios: { content: { favorito: boolean; comunicado: { id: string } }[] } }>(t.app, ENVIOS, {
      token: dealerA.token,
      variables: { f: { caixa: 'ENTRADA' } },
    });
    expect(res.data!.comunicadoEnvios.content.map((e) => [e.comunicado.id, e.favorito])).toEqual([[String(deAmbos), false]]);
  });

  it('the badge and the home card count only their own', async () => {
    expect((await gql(t.app, COUNT, { token: dealerA.token })).data).toEqual({ countComunicadosNaoLidos: 1 });
    const rec = await gql<{ comunicadoEnviosRecentes: { comunicado: { id: string } }[] }>(t.app, RECENTES, { token: dealerA.token });
    expect(rec.data!.comunicadoEnviosRecentes.map((e) => e.comunicado.id)).toEqual([String(deAmbos)]);
  });

  it.each([
    ['comunicadoEnvio', ENVIO, {}],
    ['marcarComunicadoComoLido', MARCAR_LIDO, {}],
    ['darCienciaComunicado', CIENCIA, {}],
    ['favoritarComunicado', FAVORITAR, { v: false }],
    ['arquivarComunicado', ARQUIVAR, { v: true }],
  ] as const)("%s of group B's notice: NOT_FOUND, and B's delivery unchanged", async (_n, query, vars) => {
    const res = await gql(t.app, query, { token: dealerA.token, variables: { id: String(soDeB), ...vars } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const deB = await gql<{ comunicadoEnvio: { lido: boolean; ciente: boolean; favorito: boolean; arquivado: boolean } }>(t.app, ENVIO, {
      token: dealerB.token,
      variables: { id: String(soDeB) },
    });
    expect(deB.data!.comunicadoEnvio).toMatchObject({ lido: false, ciente: false, favorito: true, arquivado: false });
  });

  it("A's actions on the shared notice change A's delivery only", async () => {
    for (const [query, vars] of [
      [CIENCIA, {}],
      [ARQUIVAR, { v: true }],
      [FAVORITAR, { v: true }],
    ] as const) {
      const res = await gql(t.app, query, { token: dealerA.token, variables: { id: String(deAmbos), ...vars } });
      expect(res.errors).toBeUndefined();
    }
    const deB = await gql<{ comunicadoEnvio: { lido: boolean; ciente: boolean; arquivado: boolean } }>(t.app, ENVIO, {
      token: dealerB.token,
      variables: { id: String(deAmbos) },
    });
    expect(deB.data!.comunicadoEnvio).toMatchObject({ lido: false, ciente: false, arquivado: false });
    expect((await gql(t.app, COUNT, { token: dealerB.token })).data).toEqual({ countComunicadosNaoLidos: 2 });
  });
});
