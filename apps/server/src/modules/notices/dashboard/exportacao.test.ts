import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { storageOf } from '../../../platform/storage/testing.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql, type GqlResult } from '../../../test/graphql.js';
import { tokenFor } from '../../user-groups/testing.js';
import { cleanUpStorage } from '../../../platform/storage/cleanup.js';
import { EXPORT_BATCH, processarExportacoes, removerExportacoesAntigas } from './exportacao.job.js';
import { comunicadoEntregue, leitura, novoDealer, novoGrupoDealer, pessoa } from './testing.js';

/**
 * The xlsx export of a notice's per-person status: a background job (run here by its function, as
 * the app's job runs it) streams the sheet into the store with its progress; one running export
 * per user; a signed link once done, and a notification to the requester.
 */
let t: TestApp;
let autor: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  autor = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS]);
});
afterAll(() => t?.close());

interface Exportacao {
  id: string;
  status: string;
  progresso: number;
  total: number;
  link: string | null;
  erro: string | null;
}
const FIELDS = 'id status progresso total link erro';
const exportar = (id: number, token = autor.token): Promise<GqlResult<{ exportarComunicado: Exportacao }>> =>
  gql(t.app, `mutation($id: ID!) { exportarComunicado(id: $id) { ${FIELDS} } }`, { token, variables: { id } });
async function ultima(id: number, token = autor.token): Promise<Exportacao | null> {
  const res = await gql<{ exportacaoComunicado: Exportacao | null }>(t.app, `query($id: ID!) { exportacaoComunicado(id: $id) { ${FIELDS} } }`, { token, variables: { id } });
  expect(res.errors).toBeUndefined();
  return res.data!.exportacaoComunicado;
}
const rodarJob = () => processarExportacoes({ db: t.database.db, store: storageOf(t.app).store, now: new Date() });

/** The sheet behind a link, as rows of cell values (dates as ISO text of the wall time shown). */
async function planilha(link: string): Promise<unknown[][]> {
  const res = await t.app.inject({ method: 'GET', url: link });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    // Array.from: empty cells are holes of the sparse array exceljs gives.
    const values = Array.from(row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v instanceof Date ? v.toISOString().slice(0, 16) : (v ?? null))));
  });
  return rows;
}

describe('export of the per-person status', () => {
  it('queued, then written by the job: name, e-mail, dealer, group, brand, delivered/read/acknowledged at in the portal time; a signed link and a notification', async () => {
    const grupo = await novoGrupoDealer(t.database, 'Grupo Export');
    const dealer = await novoDealer(t.database, 'Export Centro', grupo);
    const ana = await pessoa(t.database, { nome: 'Ana Export', grupos: [grupo], dealers: [dealer], marcas: ['Aurora', 'Boreal'], email: 'ana.export@painel.test' });
    const beto = await pessoa(t.database, { nome: 'Beto Export', tipo: 'MONTADORA', email: 'beto.export@painel.test' });
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [ana, beto], requerCiencia: true, envio: new Date('2026-03-09T12:00:00Z') });
    await leitura(t.database, id, ana, new Date('2026-03-10T02:30:00Z'), new Date('2026-03-10T02:31:00Z'));
    expect(await ultima(id)).toBeNull();

    const started = await exportar(id);
    expect(started.errors).toBeUndefined();
    expect(started.data!.exportarComunicado).toMatchObject({ status: 'NA_FILA', progresso: 0, total: 2, link: null, erro: null });

    expect(await rodarJob()).toEqual({ exportadas: 1, falhas: 0 });
    const done = (await ultima(id))!;
    expect(done).toMatchObject({ id: started.data!.exportarComunicado.id, status: 'CONCLUIDA', progresso: 2, total: 2, erro: null });
    expect(done.link).toMatch(/^\/api\/arquivos\//);
    expect(await planilha(done.link!)).toEqual([
      ['Nome', 'E-mail', 'Concessionária', 'Grupo', 'Marca', 'Entregue em', 'Lido em', 'Ciente em'],
      // São Paulo's wall time (UTC-3): read at 23:30 of the 9th.
      ['Ana Export', 'ana.export@painel.test', 'Export Centro', 'Grupo Export', 'Aurora, Boreal', '2026-03-09T09:00', '2026-03-09T23:30', '2026-03-09T23:31'],
      // A row ends at its last filled cell.
      ['Beto Export', 'beto.export@painel.test', null, null, null, '2026-03-09T09:00'],
    ]);

    const aviso = await t.database.db.execute<{ titulo: string; link: string }>(sql`
      select l.titulo, l.link from lotes_notificacao l join notificacoes n on n.lote_id = l.id
       where l.origem = 'EXPORTACAO' and n.usuario_id = ${autor.id}`);
    expect(aviso.rows).toEqual([{ titulo: 'Exportação concluída', link: `/comunicados/dashboard/${id}` }]);
    // The stored file is attached (the orphan cleanup leaves it) and named by the notice's number.
    const arquivo = await t.database.db.execute<{ nome: string; anexado: boolean }>(sql`
      select a.nome, a.anexado_em is not null as anexado from arquivos a join comunicado_exportacoes x on x.arquivo_id = a.id where x.id = ${Number(done.id)}`);
    expect(arquivo.rows[0]).toMatchObject({ anexado: true });
    expect(arquivo.rows[0]!.nome).toMatch(/^comunicado-\d+-2026\.xlsx$/);
  });

  it('one export at a time per user: a second while one waits or runs is CONFLICT in the caller\'s language; once done, another may start', async () => {
    const eu = await tokenFor(t.app, t.database, [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]);
    const x = await pessoa(t.database, { nome: 'Uma Pessoa' });
    const a = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [x] });
    const b = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [x] });
    expect((await exportar(a, eu.token)).errors).toBeUndefined();
    const esperado = {
      PT_BR: 'Já existe uma exportação em andamento para este usuário. Aguarde a conclusão para iniciar outra.',
      ES: 'Ya hay una exportación en curso para este usuario. Espere a que termine para iniciar otra.',
      EN: 'An export is already in progress for this user. Wait for it to finish before starting another.',
    };
    for (const [idioma, message] of Object.entries(esperado)) {
      await t.database.db.execute(sql`update usuarios set idioma = ${idioma} where id = ${eu.id}`);
      // Another notice too: the rule is per user.
      for (const id of [a, b]) expect((await exportar(id, eu.token)).errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    }
    await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where id = ${eu.id}`);
    // Another user is not held by it.
    expect((await exportar(b)).errors).toBeUndefined();
    // Running counts as in progress too.
    await t.database.db.execute(sql`update comunicado_exportacoes set status = 'EM_ANDAMENTO', updated_at = now() where usuario_id = ${eu.id}`);
    expect((await exportar(b, eu.token)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await t.database.db.execute(sql`update comunicado_exportacoes set status = 'NA_FILA' where usuario_id = ${eu.id}`);
    await rodarJob();
    expect((await exportar(b, eu.token)).errors).toBeUndefined();
  });

  it('two calls at once: one export, the other CONFLICT (the partial unique index)', async () => {
    const eu = await tokenFor(t.app, t.database, [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]);
    const x = await pessoa(t.database, { nome: 'Outra Pessoa' });
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [x] });
    const both = await Promise.all([exportar(id, eu.token), exportar(id, eu.token)]);
    expect(both.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    await rodarJob();
  });

  it('streams a large notice in batches: every person once, progress = total; a running export whose instance died is run again', async () => {
    const n = EXPORT_BATCH * 2 + 345;
    const ids = await t.database.db.execute<{ id: number }>(sql`
      insert into usuarios (nome, email, tipo) select 'Lote ' || lpad(g::text, 5, '0'), 'lote' || g || '@painel.test', 'MONTADORA' from generate_series(1, ${n}) g returning id`);
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: ids.rows.map((r) => r.id) });
    const eu = await tokenFor(t.app, t.database, [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]);
    const started = (await exportar(id, eu.token)).data!.exportarComunicado;
    // An instance took it and died six minutes ago, halfway.
    await t.database.db.execute(sql`update comunicado_exportacoes set status = 'EM_ANDAMENTO', progresso = 1000, updated_at = now() - interval '6 minutes' where id = ${Number(started.id)}`);
    expect(await rodarJob()).toEqual({ exportadas: 1, falhas: 0 });
    const done = (await ultima(id, eu.token))!;
    expect(done).toMatchObject({ status: 'CONCLUIDA', progresso: n, total: n });
    const rows = await planilha(done.link!);
    expect(rows).toHaveLength(n + 1);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(n);
  });

  it('a finished export is removed after a day: its row at once, its file by the storage cleanup (the link then answers 404)', async () => {
    const eu = await tokenFor(t.app, t.database, [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]);
    const x = await pessoa(t.database, { nome: 'Pessoa Antiga' });
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [x] });
    expect((await exportar(id, eu.token)).errors).toBeUndefined();
    await rodarJob();
    const feita = (await ultima(id, eu.token))!;
    expect(feita.status).toBe('CONCLUIDA');
    const hora = 3600_000;
    expect(await removerExportacoesAntigas(t.database.db, new Date(Date.now() + 23 * hora))).toBe(0);
    expect((await ultima(id, eu.token))?.status).toBe('CONCLUIDA');
    const depois = new Date(Date.now() + 25 * hora);
    expect(await removerExportacoesAntigas(t.database.db, depois)).toBeGreaterThanOrEqual(1);
    expect(await ultima(id, eu.token)).toBeNull();
    await cleanUpStorage({ database: t.database, store: storageOf(t.app).store, now: depois });
    expect((await t.app.inject({ method: 'GET', url: feita.link! })).statusCode).toBe(404);
  });

  it('a running export with recent progress is left to its instance', async () => {
    const eu = await tokenFor(t.app, t.database, [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]);
    const x = await pessoa(t.database, { nome: 'Pessoa Viva' });
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [x] });
    const started = (await exportar(id, eu.token)).data!.exportarComunicado;
    await t.database.db.execute(sql`update comunicado_exportacoes set status = 'EM_ANDAMENTO', updated_at = now() where id = ${Number(started.id)}`);
    expect(await rodarJob()).toEqual({ exportadas: 0, falhas: 0 });
    expect(await ultima(id, eu.token)).toMatchObject({ status: 'EM_ANDAMENTO' });
  });
});
