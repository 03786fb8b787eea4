import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { storageOf } from '../../platform/storage/testing.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql, outcome, type GqlResult } from '../../test/graphql.js';
import { dealerGroupUser, tokenFor } from '../../test/users.js';
import { processarExportacoes } from './dashboard/exportacao.job.js';
import { comunicadoEntregue, novoDealer, novoGrupoDealer, pessoa } from './dashboard/testing.js';
import { APROVADORES, CANCELAR, COMUNICADO, ERRATA, ETIQUETAS, novoComunicado, PARA_APROVACAO, SALVAR } from './escrita/testing.js';

/**
 * The reach of dealer-group users holding the notices' features (escrita/alcance.ts): an approval
 * holder of dealer group A reads the notices of authors it reaches (and those it was picked to
 * approve), never the manufacturer's or group B's; its dashboards, pending lists, breakdowns,
 * reminders and exports cover only the people of its groups and dealers; a creator of group A
 * picks only approvers it reaches. Each case is answered differently for a caller of the whole
 * network, so each fails without the rule.
 */
let t: TestApp;
const BOTH = [FEATURES.PORTAL_CRIACAO_COMUNICADOS, FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS];
let aprovadorA: { id: number; token: string };
let aprovadorB: { id: number; token: string };
let criadorA: { id: number; token: string };
let montadora: { id: number; token: string };
/** Notices delivered to Ana (group A), Bruno (group B) and Marta (manufacturer): by the manufacturer, and by group A's creator. */
let daMontadora: number;
let doGrupoA: number;
let anaId: number;
let brunoId: number;

const dealerUser = (features: string[], grupo: number, dealer: number) => dealerGroupUser(t.app, t.database, features, grupo, dealer);

beforeAll(async () => {
  t = await buildTestApp();
  const grupoA = await novoGrupoDealer(t.database, 'Grupo Alcance A');
  const grupoB = await novoGrupoDealer(t.database, 'Grupo Alcance B');
  const dealerA = await novoDealer(t.database, 'Alcance Centro', grupoA);
  const dealerB = await novoDealer(t.database, 'Alcance Sul', grupoB);
  aprovadorA = await dealerUser(BOTH, grupoA, dealerA);
  aprovadorB = await dealerUser(BOTH, grupoB, dealerB);
  criadorA = await dealerUser([FEATURES.PORTAL_CRIACAO_COMUNICADOS], grupoA, dealerA);
  montadora = await tokenFor(t.app, t.database, BOTH);
  await t.database.db.execute(sql`update usuarios set nome = 'Alcance Aprovador A' where id = ${aprovadorA.id}`);
  await t.database.db.execute(sql`update usuarios set nome = 'Alcance Aprovador B' where id = ${aprovadorB.id}`);
  await t.database.db.execute(sql`update usuarios set nome = 'Alcance Aprovador Montadora' where id = ${montadora.id}`);
  const ana = await pessoa(t.database, { nome: 'Ana Alcance', grupos: [grupoA], dealers: [dealerA], marcas: ['Aurora'] });
  const bruno = await pessoa(t.database, { nome: 'Bruno Alcance', grupos: [grupoB], dealers: [dealerB], marcas: ['Boreal'] });
  const marta = await pessoa(t.database, { nome: 'Marta Alcance', tipo: 'MONTADORA', marcas: ['Aurora'] });
  const todos = [ana, bruno, marta];
  anaId = ana;
  brunoId = bruno;
  daMontadora = await comunicadoEntregue(t.database, { autorId: montadora.id, usuarioIds: todos, requerCiencia: true });
  doGrupoA = await comunicadoEntregue(t.database, { autorId: criadorA.id, usuarioIds: todos, requerCiencia: true });
});
afterAll(() => t?.close());

async function ok<T>(res: Promise<GqlResult<T>>): Promise<T> {
  const r = await res;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}
const call = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown>) => gql<T>(t.app, query, { token, variables });

const DASHBOARD = `query($id: ID!) { dashboardComunicado(id: $id) { entregues pendentesLeitura { total } comunicado { titulo } } }`;
const PENDENTES = `query($id: ID!) { pendentesComunicado(id: $id, filtro: { situacao: NAO_LIDO }) { totalElements content { usuario { nome } } } }`;
const QUEBRA = `query($id: ID!) { quebraComunicado(id: $id, nivel: GRUPO) { totalElements content { nome entregues } } }`;
const LEMBRAR = `mutation($id: ID!) { lembrarPendentesComunicado(id: $id) }`;
const EXPORTAR = `mutation($id: ID!) { exportarComunicado(id: $id) { id total } }`;
const EXPORTACAO = `query($id: ID!) { exportacaoComunicado(id: $id) { status link } }`;

describe('a dealer-group approval holder reads only the notices of authors it reaches', () => {
  it("the manufacturer's notice is NOT_FOUND to it (notice, dashboard, pending, breakdown, reminder, export), while the manufacturer's approvers read it", async () => {
    for (const query of [COMUNICADO, DASHBOARD, PENDENTES, QUEBRA, LEMBRAR, EXPORTAR]) {
      expect(outcome(await call(aprovadorA.token, query, { id: daMontadora })), query).toBe('NOT_FOUND');
    }
    expect((await ok(call<{ comunicado: { titulo: string } }>(montadora.token, COMUNICADO, { id: daMontadora }))).comunicado.titulo).toMatch(/Comunicado/);
  });

  it("group A's notice is read by group A's approval holder, not by group B's", async () => {
    expect((await ok(call<{ comunicado: { titulo: string } }>(aprovadorA.token, COMUNICADO, { id: doGrupoA }))).comunicado.titulo).toMatch(/Comunicado/);
    expect(outcome(await call(aprovadorB.token, COMUNICADO, { id: doGrupoA }))).toBe('NOT_FOUND');
    expect(outcome(await call(aprovadorB.token, DASHBOARD, { id: doGrupoA }))).toBe('NOT_FOUND');
  });

  it('the picked approver reads the notice it must approve, whoever wrote it', async () => {
    const id = await novoComunicado(t.database, { autorId: montadora.id, status: 'EM_APROVACAO', aprovadorId: aprovadorB.id });
    expect((await ok(call<{ comunicado: { usuarioCriador: { nome: string } } }>(aprovadorB.token, COMUNICADO, { id }))).comunicado.usuarioCriador.nome).toBe('Alcance Aprovador Montadora');
  });

  it("it neither cancels the schedule of nor starts an errata of a notice outside its reach", async () => {
    const agendado = await novoComunicado(t.database, { autorId: montadora.id, status: 'AGENDADO', dataHoraAgendamento: new Date(Date.now() + 3 * 3600_000) });
    expect(outcome(await call(aprovadorA.token, CANCELAR, { id: agendado }))).toBe('NOT_FOUND');
    expect(outcome(await call(aprovadorA.token, ERRATA, { id: daMontadora }))).toBe('NOT_FOUND');
    expect((await ok(call<{ criarErrataComunicado: { idParent: string } }>(aprovadorA.token, ERRATA, { id: doGrupoA }))).criarErrataComunicado.idParent).toBe(String(doGrupoA));
  });
});

describe("a dealer-group reader's dashboard names only the people it reaches", () => {
  it('counts: delivered and pending of its own people (the manufacturer reads all three)', async () => {
    const deA = await ok(call<{ dashboardComunicado: { entregues: number; pendentesLeitura: { total: number } } }>(aprovadorA.token, DASHBOARD, { id: doGrupoA }));
    expect(deA.dashboardComunicado).toMatchObject({ entregues: 1, pendentesLeitura: { total: 1 } });
    const daRede = await ok(call<{ dashboardComunicado: { entregues: number } }>(montadora.token, DASHBOARD, { id: doGrupoA }));
    expect(daRede.dashboardComunicado.entregues).toBe(3);
  });

  it('the pending people and the breakdown: Ana only, not Bruno of group B nor Marta of the manufacturer', async () => {
    for (const u of [aprovadorA, criadorA]) {
      const { pendentesComunicado: p } = await ok(call<{ pendentesComunicado: { totalElements: number; content: { usuario: { nome: string } }[] } }>(u.token, PENDENTES, { id: doGrupoA }));
      expect(p.content.map((r) => r.usuario.nome)).toEqual(['Ana Alcance']);
      expect(p.totalElements).toBe(1);
    }
    const { quebraComunicado: q } = await ok(call<{ quebraComunicado: { content: { nome: string; entregues: number }[] } }>(criadorA.token, QUEBRA, { id: doGrupoA }));
    expect(q.content).toEqual([{ nome: 'Grupo Alcance A', entregues: 1 }]);
    const { pendentesComunicado: rede } = await ok(call<{ pendentesComunicado: { content: { usuario: { nome: string } }[] } }>(montadora.token, PENDENTES, { id: doGrupoA }));
    expect(rede.content.map((r) => r.usuario.nome)).toEqual(['Ana Alcance', 'Bruno Alcance', 'Marta Alcance']);
  });

  it('the export lists Ana only', async () => {
    const { exportarComunicado: x } = await ok(call<{ exportarComunicado: { total: number } }>(criadorA.token, EXPORTAR, { id: doGrupoA }));
    expect(x.total).toBe(1);
    await processarExportacoes({ db: t.database.db, store: storageOf(t.app).store, now: new Date() });
    const { exportacaoComunicado: feita } = await ok(call<{ exportacaoComunicado: { status: string; link: string } }>(criadorA.token, EXPORTACAO, { id: doGrupoA }));
    expect(feita.status).toBe('CONCLUIDA');
    const res = await t.app.inject({ method: 'GET', url: feita.link });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const nomes: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) nomes.push(row.getCell(1).value);
    });
    expect(nomes).toEqual(['Ana Alcance']);
  });

  it('the reminder notifies Ana only', async () => {
    expect((await ok(call<{ lembrarPendentesComunicado: number }>(aprovadorA.token, LEMBRAR, { id: doGrupoA }))).lembrarPendentesComunicado).toBe(1);
  });
});

describe('a dealer-group creator picks only approvers it reaches', () => {
  it("the approvers' list holds group A's approver, not group B's nor the manufacturer's", async () => {
    const { aprovadoresComunicado } = await ok(call<{ aprovadoresComunicado: { nome: string }[] }>(criadorA.token, APROVADORES, { b: 'Alcance Aprovador' }));
    expect(aprovadoresComunicado.map((a) => a.nome)).toEqual(['Alcance Aprovador A']);
    const daRede = await ok(call<{ aprovadoresComunicado: { nome: string }[] }>(montadora.token, APROVADORES, { b: 'Alcance Aprovador' }));
    expect(daRede.aprovadoresComunicado.map((a) => a.nome)).toEqual(['Alcance Aprovador A', 'Alcance Aprovador B']);
  });

  it("sending for approval to group B's approver is refused on the approver field", async () => {
    const grupo = await t.database.db.execute<{ id: number }>(sql`select id from grupos_usuarios where publico limit 1`);
    const id = await novoComunicado(t.database, { autorId: criadorA.id, grupoIds: [grupo.rows[0]!.id] });
    const res = await call(criadorA.token, PARA_APROVACAO, { id, a: String(aprovadorB.id) });
    expect(res.errors?.[0]?.extensions?.fields?.map((f) => f.field)).toEqual(['idAprovador']);
    expect((await ok(call<{ enviarComunicadoParaAprovacao: { usuarioAprovador: { id: string } } }>(criadorA.token, PARA_APROVACAO, { id, a: String(aprovadorA.id) }))).enviarComunicadoParaAprovacao.usuarioAprovador.id).toBe(String(aprovadorA.id));
  });
});

describe("a dealer-group approval holder's tag suggestions come only from the drafts it reaches", () => {
  it("group A's draft lends its tag to group A's approval holder and the manufacturer's, not to group B's", async () => {
    const rascunho = await novoComunicado(t.database, { autorId: criadorA.id });
    await t.database.db.execute(sql`insert into comunicado_etiquetas (comunicado_id, etiqueta) values (${rascunho}, 'Alcance-sigilo')`);
    const sugestoes = async (token: string) =>
      (await ok(call<{ etiquetasComunicados: string[] }>(token, ETIQUETAS, { b: 'alcance-sig' }))).etiquetasComunicados;
    expect(await sugestoes(aprovadorA.token)).toEqual(['Alcance-sigilo']);
    expect(await sugestoes(montadora.token)).toEqual(['Alcance-sigilo']);
    expect(await sugestoes(aprovadorB.token)).toEqual([]);
  });
});

describe('a dealer-group author excludes only people it reaches', () => {
  it("naming a user of group B among the excluded is refused as a user that does not exist (its name would come back in the notice); Ana of group A is kept", async () => {
    const salvar = (ids: number[]) => call<{ salvarComunicado: { usuariosRemovidos: { id: string }[] } }>(criadorA.token, SALVAR, { c: { titulo: 'Exclusões', idsUsuariosRemovidos: ids.map(String) } });
    const fora = await salvar([brunoId]);
    expect(outcome(fora)).toBe('BAD_USER_INPUT');
    expect(fora.errors?.[0]?.extensions?.fields?.map((f) => f.field)).toEqual(['idsUsuariosRemovidos']);
    expect((await ok(salvar([anaId]))).salvarComunicado.usuariosRemovidos.map((u) => u.id)).toEqual([String(anaId)]);
  });

  it("the refusals of people beyond its reach read in the author's language (es, en), naming the field", async () => {
    const idioma = async (to: 'PT_BR' | 'ES' | 'EN') =>
      ok(call(criadorA.token, 'mutation($id: ID!, $i: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $i) { id } }', { id: String(criadorA.id), i: to }));
    const grupo = await t.database.db.execute<{ id: number }>(sql`select id from grupos_usuarios where publico limit 1`);
    const id = await novoComunicado(t.database, { autorId: criadorA.id, grupoIds: [grupo.rows[0]!.id] });
    const mensagens = async () => [
      (await call(criadorA.token, SALVAR, { c: { titulo: 'Exclusões', idsUsuariosRemovidos: [String(brunoId)] } })).errors?.[0]?.message,
      (await call(criadorA.token, PARA_APROVACAO, { id, a: String(aprovadorB.id) })).errors?.[0]?.message,
    ];
    try {
      await idioma('ES');
      expect(await mensagens()).toEqual([
        'El campo usuarios excluidos tiene un usuario que no existe.',
        'El campo aprobador debe ser un usuario activo, distinto de usted, con permiso para aprobar comunicados.',
      ]);
      await idioma('EN');
      expect(await mensagens()).toEqual([
        'The field excluded users has a user who does not exist.',
        'The field approver must be an active user other than you, allowed to approve notices.',
      ]);
    } finally {
      await idioma('PT_BR');
    }
  });
});
