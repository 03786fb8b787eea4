import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { demoTokens, gql, type DemoRole, type GqlResult } from '../../../test/graphql.js';
import { tokenFor } from '../../user-groups/testing.js';
import { comunicadoEntregue, leitura, novoDealer, novoGrupoDealer, pessoa } from './testing.js';

/**
 * The notices dashboard through the API: counts and shares, the reading curve in the portal's
 * time zone, the breakdown by brand, dealer group and dealer, the pending people, and who may read
 * any of it. One notice to six people with known links and reads (reminders and exports have
 * files of their own).
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let autor: { id: number; token: string };
let outroCriador: { id: number; token: string };
let aprovador: { id: number; token: string };
let comunicado: number;
const p: Record<'ana' | 'alberto' | 'bruno' | 'sofia' | 'marta' | 'mario', number> = {} as never;

// 2026-03-09 12:00 in UTC; São Paulo is UTC-3 (no daylight saving since 2019).
const ENVIO = new Date('2026-03-09T12:00:00Z');
// 23:30 on 03-09 in São Paulo, already 03-10 in UTC: counted on 03-09.
const ANA_LEU = new Date('2026-03-10T02:30:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  autor = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS]);
  outroCriador = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS]);
  aprovador = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS]);
  const grupoA = await novoGrupoDealer(t.database, 'Grupo Painel A');
  const grupoB = await novoGrupoDealer(t.database, 'Grupo Painel B');
  const qa = await novoDealer(t.database, 'Painel Centro', grupoA);
  const qb = await novoDealer(t.database, 'Painel Sul', grupoB);
  const solto = await novoDealer(t.database, 'Painel Solto', null);
  p.ana = await pessoa(t.database, { nome: 'Ana Painel', grupos: [grupoA], dealers: [qa], marcas: ['Aurora'] });
  p.alberto = await pessoa(t.database, { nome: 'Alberto Painel', grupos: [grupoA], dealers: [qa], marcas: ['Aurora'] });
  // Bruno: in both groups, with a dealer of group B: counted once in each group.
  p.bruno = await pessoa(t.database, { nome: 'Bruno Painel', grupos: [grupoA, grupoB], dealers: [qb], marcas: ['Aurora', 'Boreal'] });
  p.sofia = await pessoa(t.database, { nome: 'Sofia Solta', dealers: [solto], marcas: ['Boreal'], email: 'sofia.solta@painel.test' });
  p.marta = await pessoa(t.database, { nome: 'Marta Montadora', tipo: 'MONTADORA', marcas: ['Aurora'] });
  p.mario = await pessoa(t.database, { nome: 'Mario Montadora', tipo: 'MONTADORA' });
  comunicado = await comunicadoEntregue(t.database, {
    autorId: autor.id,
    aprovadorId: aprovador.id,
    usuarioIds: Object.values(p),
    requerCiencia: true,
    envio: ENVIO,
  });
  await leitura(t.database, comunicado, p.ana, ANA_LEU, ANA_LEU);
  await leitura(t.database, comunicado, p.alberto, new Date('2026-03-09T15:00:00Z'));
  await leitura(t.database, comunicado, p.bruno, new Date('2026-03-11T13:00:00Z'), new Date('2026-03-11T14:00:00Z'));
});
afterAll(() => t?.close());

async function ok<T>(res: Promise<GqlResult<T>>): Promise<T> {
  const r = await res;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}

const DASHBOARD = `query($id: ID!) { dashboardComunicado(id: $id) {
  entregues lidos { total percentual } cientes { total percentual } pendentesLeitura { total percentual } pendentesCiencia { total percentual }
  serie { dia lidos cientes lidosAcumulado cientesAcumulado } proximoLembretePermitido } }`;
const QUEBRA = `query($id: ID!, $nivel: NivelQuebraComunicado!, $page: Int, $rowsPerPage: Int) {
  quebraComunicado(id: $id, nivel: $nivel, page: $page, rowsPerPage: $rowsPerPage) { totalElements content { id nome entregues lidos cientes } } }`;
const PENDENTES = `query($id: ID!, $f: PendentesComunicadoFiltro!) { pendentesComunicado(id: $id, filtro: $f) {
  totalElements content { usuario { id nome email } dealer grupo lido lidoEm } } }`;

const quebra = async (nivel: string, extra: Record<string, unknown> = {}, token = autor.token) =>
  (await ok(gql<{ quebraComunicado: { totalElements: number; content: { id: string | null; nome: string; entregues: number; lidos: number; cientes: number }[] } }>(t.app, QUEBRA, { token, variables: { id: comunicado, nivel, ...extra } }))).quebraComunicado;
const pendentes = async (f: Record<string, unknown>, token = autor.token) =>
  (await ok(gql<{ pendentesComunicado: { totalElements: number; content: { usuario: { nome: string; email: string }; dealer: string | null; grupo: string | null; lido: boolean; lidoEm: string | null }[] } }>(t.app, PENDENTES, { token, variables: { id: comunicado, f } }))).pendentesComunicado;

describe('dashboard counts and curve', () => {
  it('delivered, read, acknowledged and pending, each with its share of the delivered (one decimal)', async () => {
    const { dashboardComunicado: d } = await ok(gql<{ dashboardComunicado: Record<string, unknown> }>(t.app, DASHBOARD, { token: autor.token, variables: { id: comunicado } }));
    expect(d).toMatchObject({
      entregues: 6,
      lidos: { total: 3, percentual: 50 },
      cientes: { total: 2, percentual: 33.3 },
      pendentesLeitura: { total: 3, percentual: 50 },
      pendentesCiencia: { total: 4, percentual: 66.7 },
      proximoLembretePermitido: null,
    });
  });

  it('names the notice as the author\'s side shows it', async () => {
    const res = await ok(
      gql<{ dashboardComunicado: { comunicado: { id: string; numero: string; requerCiencia: boolean; enviado: boolean; destinatarios: number } } }>(
        t.app,
        'query($id: ID!) { dashboardComunicado(id: $id) { comunicado { id numero requerCiencia enviado destinatarios } } }',
        { token: autor.token, variables: { id: comunicado } },
      ),
    );
    expect(res.dashboardComunicado.comunicado).toMatchObject({ id: String(comunicado), requerCiencia: true, enviado: true, destinatarios: 6 });
    expect(res.dashboardComunicado.comunicado.numero).toMatch(/^\d+\/2026$/);
  });

  it('reads and acknowledgements per day in the portal time zone, days without any included, with running totals', async () => {
    const { dashboardComunicado: d } = await ok(gql<{ dashboardComunicado: { serie: unknown[] } }>(t.app, DASHBOARD, { token: autor.token, variables: { id: comunicado } }));
    expect(d.serie).toEqual([
      { dia: '2026-03-09', lidos: 2, cientes: 1, lidosAcumulado: 2, cientesAcumulado: 1 },
      { dia: '2026-03-10', lidos: 0, cientes: 0, lidosAcumulado: 2, cientesAcumulado: 1 },
      { dia: '2026-03-11', lidos: 1, cientes: 1, lidosAcumulado: 3, cientesAcumulado: 2 },
    ]);
  });

  it('a notice without acknowledgement counts no acknowledgement pending; nobody read yet: the curve is the delivery day', async () => {
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [p.ana, p.mario], envio: ENVIO });
    const { dashboardComunicado: d } = await ok(gql<{ dashboardComunicado: Record<string, unknown> }>(t.app, DASHBOARD, { token: autor.token, variables: { id } }));
    expect(d).toMatchObject({
      entregues: 2,
      lidos: { total: 0, percentual: 0 },
      pendentesLeitura: { total: 2, percentual: 100 },
      pendentesCiencia: { total: 0, percentual: 0 },
      serie: [{ dia: '2026-03-09', lidos: 0, cientes: 0, lidosAcumulado: 0, cientesAcumulado: 0 }],
    });
  });
});

describe('breakdown', () => {
  it('by dealer: largest first, people without a dealer under one row with no id, named by the portal label', async () => {
    const q = await quebra('DEALER');
    expect(q.totalElements).toBe(4);
    expect(q.content.map((r) => [r.id === null, r.nome, r.entregues, r.lidos, r.cientes])).toEqual([
      [false, 'Painel Centro', 2, 2, 1],
      // Marta and Mario (manufacturer): after the named rows of the same size.
      [true, 'Sem Concessionária', 2, 0, 0],
      [false, 'Painel Solto', 1, 0, 0],
      [false, 'Painel Sul', 1, 1, 1],
    ]);
  });

  it("by dealer group: the users' groups, each person once per group", async () => {
    const q = await quebra('GRUPO');
    expect(q.content.map((r) => [r.nome, r.entregues, r.lidos, r.cientes])).toEqual([
      // Ana, Alberto, Bruno.
      ['Grupo Painel A', 3, 3, 2],
      // Sofia (dealer without a group), Marta, Mario.
      ['Sem Grupo', 3, 0, 0],
      ['Grupo Painel B', 1, 1, 1],
    ]);
  });

  it('by brand, paged', async () => {
    const all = await quebra('MARCA');
    expect(all.content.map((r) => [r.nome, r.entregues, r.lidos])).toEqual([
      ['Aurora', 4, 3],
      ['Boreal', 2, 1],
      ['Sem Marca', 1, 0],
    ]);
    const second = await quebra('MARCA', { page: 1, rowsPerPage: 2 });
    expect(second).toMatchObject({ totalElements: 3, content: [{ nome: 'Sem Marca' }] });
    const past = await quebra('MARCA', { page: 5, rowsPerPage: 2 });
    expect(past).toEqual({ totalElements: 3, content: [] });
  });

  it('names the row without a link in the reader\'s language and the portal\'s labels', async () => {
    await t.database.db.execute(sql`update usuarios set idioma = 'EN' where id = ${autor.id}`);
    try {
      expect((await quebra('DEALER')).content[1]!.nome).toBe('No Dealership');
    } finally {
      await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where id = ${autor.id}`);
    }
  });
});

describe('pending people', () => {
  it('not read: by name, with dealer and group names', async () => {
    const r = await pendentes({ situacao: 'NAO_LIDO' });
    expect(r.totalElements).toBe(3);
    expect(r.content.map((x) => [x.usuario.nome, x.dealer, x.grupo, x.lido])).toEqual([
      ['Mario Montadora', null, null, false],
      ['Marta Montadora', null, null, false],
      ['Sofia Solta', 'Painel Solto', null, false],
    ]);
  });

  it('not acknowledged: also those who read without acknowledging, with when they read', async () => {
    const r = await pendentes({ situacao: 'NAO_CIENTE' });
    expect(r.content.map((x) => [x.usuario.nome, x.dealer, x.grupo, x.lidoEm])).toEqual([
      ['Alberto Painel', 'Painel Centro', 'Grupo Painel A', '2026-03-09T15:00:00.000Z'],
      ['Mario Montadora', null, null, null],
      ['Marta Montadora', null, null, null],
      ['Sofia Solta', 'Painel Solto', null, null],
    ]);
  });

  it('searched by name or e-mail (every word must match) and paged', async () => {
    expect((await pendentes({ situacao: 'NAO_CIENTE', busca: 'montadora' })).content.map((x) => x.usuario.nome)).toEqual(['Mario Montadora', 'Marta Montadora']);
    expect((await pendentes({ situacao: 'NAO_CIENTE', busca: 'mar montadora' })).totalElements).toBe(2);
    expect((await pendentes({ situacao: 'NAO_CIENTE', busca: 'marta montadora' })).content.map((x) => x.usuario.nome)).toEqual(['Marta Montadora']);
    expect((await pendentes({ situacao: 'NAO_LIDO', busca: 'sofia.solta@' })).content.map((x) => x.usuario.email)).toEqual(['sofia.solta@painel.test']);
    expect((await pendentes({ situacao: 'NAO_LIDO', busca: 'Ana' })).totalElements).toBe(0);
    const page = await pendentes({ situacao: 'NAO_CIENTE', page: 1, rowsPerPage: 3 });
    expect(page).toMatchObject({ totalElements: 4, content: [{ usuario: { nome: 'Sofia Solta' } }] });
  });

  it('nobody owes an acknowledgement of a notice that asks none', async () => {
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [p.ana, p.mario] });
    const res = await ok(gql<{ pendentesComunicado: { totalElements: number } }>(t.app, PENDENTES, { token: autor.token, variables: { id, f: { situacao: 'NAO_CIENTE' } } }));
    expect(res.pendentesComunicado.totalElements).toBe(0);
  });
});

describe('who reads the dashboard', () => {
  const OPS: Record<string, { query: string; variables?: Record<string, unknown> }> = {
    dashboardComunicado: { query: DASHBOARD },
    quebraComunicado: { query: QUEBRA, variables: { nivel: 'DEALER' } },
    pendentesComunicado: { query: PENDENTES, variables: { f: { situacao: 'NAO_LIDO' } } },
    exportacaoComunicado: { query: 'query($id: ID!) { exportacaoComunicado(id: $id) { id } }' },
    lembrarPendentesComunicado: { query: 'mutation($id: ID!) { lembrarPendentesComunicado(id: $id) }' },
    exportarComunicado: { query: 'mutation($id: ID!) { exportarComunicado(id: $id) { id } }' },
  };

  it.each(Object.keys(OPS))('%s: a creator who is neither its author nor its approver gets NOT_FOUND, as for a notice that does not exist', async (op) => {
    const { query, variables } = OPS[op]!;
    for (const id of [comunicado, 99_999_999]) {
      const res = await gql(t.app, query, { token: outroCriador.token, variables: { id, ...variables } });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Comunicado não encontrado.');
    }
  });

  it('its picked approver and a holder of the approval feature read it', async () => {
    for (const token of [aprovador.token, tokens.montadora]) {
      const { dashboardComunicado: d } = await ok(gql<{ dashboardComunicado: { entregues: number } }>(t.app, DASHBOARD, { token, variables: { id: comunicado } }));
      expect(d.entregues).toBe(6);
    }
  });
});
