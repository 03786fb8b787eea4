import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, noticeNumber, PORTAL_TIME_ZONE, type Idioma } from '@portal/domain';
import type { Database, Db } from '../../../platform/db/connection.js';
import { queryRow, queryRows } from '../../../platform/db/typed-rows.js';
import { t } from '../../../platform/i18n/messages.js';
import type { JobDefinition } from '../../../platform/jobs/jobs.js';
import { getPortalLabels } from '../../../platform/portal-properties/portal-properties.js';
import { newObjectKey } from '../../../platform/storage/keys.js';
import { arquivos } from '../../../platform/storage/storage.tables.js';
import type { ObjectStore } from '../../../platform/storage/types.js';
import { callerReach } from '../../dealers/dealers.policy.js';
import { notificar } from '../../notifications/notificar.service.js';
import { loadCurrentUser } from '../../users/current-user.service.js';
import { pessoaNoAlcance } from '../escrita/alcance.js';
import { EXPORTACOES_JOB } from './exportacao.service.js';
import { dealersTexto, gruposTexto, marcasTexto } from './pessoas.sql.js';
import './dashboard.messages.js';

/** Rows read and written per batch; the progress is written after each. */
export const EXPORT_BATCH = 1000;

/** A running export whose progress has not moved for this long is taken as dead (its instance died) and run again. */
export const EXPORT_STALE_MS = 5 * 60 * 1000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a stored export is (arquivos.tipo_arquivo): attached at once, so the orphan cleanup leaves it. */
export const TIPO_ARQUIVO_EXPORTACAO = 'COMUNICADO_EXPORTACAO';

const Claimed = z.object({ id: z.number(), comunicadoId: z.number(), usuarioId: z.number() });
type Claimed = z.infer<typeof Claimed>;

/** Takes the oldest waiting export (or a dead running one), marking it running; null when none. */
async function claim(db: Db, now: Date): Promise<Claimed | null> {
  const stale = new Date(now.getTime() - EXPORT_STALE_MS).toISOString();
  const row = await queryRow(
    db,
    Claimed,
    sql`update comunicado_exportacoes x set status = 'EM_ANDAMENTO', progresso = 0, erro = null, updated_at = now()
         where x.id = (select id from comunicado_exportacoes
                        where status in ('NA_FILA', 'EM_ANDAMENTO') and (status = 'NA_FILA' or updated_at < ${stale}::timestamptz)
                        order by id limit 1 for update skip locked)
     returning x.id, x.comunicado_id as "comunicadoId", x.usuario_id as "usuarioId"`,
  );
  return row ?? null;
}

/** A wall-clock time of the portal (`timestamp without time zone` as text) as the Date whose UTC fields show it: Excel has no time zones. */
const local = (text: string | null): Date | null => (text ? new Date(`${text.replace(' ', 'T')}Z`) : null);

const Pessoa = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  email: z.string(),
  dealer: z.string().nullable(),
  grupo: z.string().nullable(),
  marca: z.string().nullable(),
  entregueEm: z.string().nullable(),
  lidoEm: z.string().nullable(),
  cienteEm: z.string().nullable(),
});

/** One batch of the notice's deliveries after `depois` (a user id) within the requester's reach, in user id order (the comunicado_envios_uq range). */
function lote(comunicadoId: number, depois: number, noAlcance: SQL) {
  const localTime = (col: SQL) => sql`to_char(${col} at time zone ${PORTAL_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;
  return sql`
    select p.usuario_id as "usuarioId", p.nome, p.email,
           ${dealersTexto(sql`p.usuario_id`)} as dealer, ${gruposTexto(sql`p.usuario_id`)} as grupo, ${marcasTexto(sql`p.usuario_id`)} as marca,
           ${localTime(sql`p.data`)} as "entregueEm", ${localTime(sql`p.lido_em`)} as "lidoEm", ${localTime(sql`p.ciente_em`)} as "cienteEm"
      from (select e.usuario_id, u.nome, u.email::text as email, e.data, e.lido_em, e.ciente_em
              from comunicado_envios e join usuarios u on u.id = e.usuario_id
             where e.comunicado_id = ${comunicadoId} and e.active and e.usuario_id > ${depois} and ${noAlcance}
             order by e.usuario_id
             limit ${EXPORT_BATCH}) p
     order by p.usuario_id`;
}

const Contexto = z.object({ titulo: z.string(), ano: z.number().nullable(), numero: z.number().nullable(), requerCiencia: z.boolean(), idioma: z.string() });

/**
 * Writes one export: the notice's per-person status (name, e-mail, dealer, group, brand,
 * delivered, read and acknowledged at, in the portal's time) as an xlsx streamed by exceljs's
 * WorkbookWriter straight into the object store (never whole in memory), batch by batch with the
 * progress written after each; then the stored file (attached at once) and the export CONCLUIDA in
 * one transaction, with a notification to its requester. Headers in the requester's language.
 */
async function gerar(db: Db, store: ObjectStore, x: Claimed): Promise<void> {
  const ctx = (await queryRow(
    db,
    Contexto,
    sql`select c.titulo, c.ano, c.numero, c.requer_ciencia as "requerCiencia", u.idioma
          from comunicados c, usuarios u where c.id = ${x.comunicadoId} and u.id = ${x.usuarioId}`,
  ))!;
  const idioma = (Object.hasOwn(LANGUAGES, ctx.idioma) ? ctx.idioma : 'PT_BR') as Idioma;
  const labels = await getPortalLabels(db, idioma);
  // The requester's reach as it is now: a dealer-group requester exports only the people it reaches, as its
  // dashboard shows them; a requester inactivated since, nobody.
  const requerente = await loadCurrentUser(db, x.usuarioId);
  const noAlcance = pessoaNoAlcance(requerente ? await callerReach(db, requerente) : { grupos: [], dealers: [], marcas: [] }, sql`e.usuario_id`);
  const total = await queryRow(
    db,
    z.object({ n: z.number() }),
    sql`select count(*)::int as n from comunicado_envios e where e.comunicado_id = ${x.comunicadoId} and e.active and ${noAlcance}`,
  );
  await db.execute(sql`update comunicado_exportacoes set total = ${total?.n ?? 0}, updated_at = now() where id = ${x.id}`);

  const key = newObjectKey('.xlsx');
  const body = new PassThrough();
  const stored = store.put(key, body);
  // A failing store ends the writer's stream too (and the other way round, below).
  stored.catch((err: unknown) => body.destroy(err instanceof Error ? err : new Error(String(err))));
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(t(idioma, 'notices.dashboard.planilha.nome'));
    const data = { style: { numFmt: 'dd/mm/yyyy hh:mm' }, width: 18 };
    sheet.columns = [
      { header: t(idioma, 'notices.dashboard.coluna.nome'), key: 'nome', width: 32 },
      { header: t(idioma, 'notices.dashboard.coluna.email'), key: 'email', width: 32 },
      { header: labels.labelDealer, key: 'dealer', width: 28 },
      { header: labels.labelGrupo, key: 'grupo', width: 24 },
      { header: labels.labelMarca, key: 'marca', width: 20 },
      { header: t(idioma, 'notices.dashboard.coluna.entregueEm'), key: 'entregueEm', ...data },
      { header: t(idioma, 'notices.dashboard.coluna.lidoEm'), key: 'lidoEm', ...data },
      ...(ctx.requerCiencia ? [{ header: t(idioma, 'notices.dashboard.coluna.cienteEm'), key: 'cienteEm', ...data }] : []),
    ];
    let depois = 0;
    let escritos = 0;
    for (;;) {
      const pessoas = await queryRows(db, Pessoa, lote(x.comunicadoId, depois, noAlcance));
      for (const p of pessoas) {
        sheet
          .addRow({ ...p, entregueEm: local(p.entregueEm), lidoEm: local(p.lidoEm), cienteEm: local(p.cienteEm) })
          .commit();
      }
      escritos += pessoas.length;
      if (pessoas.length < EXPORT_BATCH) break;
      depois = pessoas[pessoas.length - 1]!.usuarioId;
      await db.execute(sql`update comunicado_exportacoes set progresso = ${escritos}, updated_at = now() where id = ${x.id}`);
    }
    sheet.commit();
    await workbook.commit();
    const { size } = await stored;
    const numero = noticeNumber(ctx.ano, ctx.numero);
    const nome = `comunicado-${(numero ?? String(x.comunicadoId)).replace('/', '-')}.xlsx`;
    await db.transaction(async (tx) => {
      const [arquivo] = await tx
        .insert(arquivos)
        .values({
          nome,
          tamanho: size,
          tipoConteudo: XLSX_TYPE,
          chave: key,
          tipoArquivo: TIPO_ARQUIVO_EXPORTACAO,
          enviadoPorId: x.usuarioId,
          anexadoEm: new Date(),
          // Nothing to extract or draw: the processing job leaves it alone.
          processadoEm: new Date(),
        })
        .returning({ id: arquivos.id });
      await tx.execute(sql`update comunicado_exportacoes set status = 'CONCLUIDA', progresso = ${escritos}, total = ${escritos},
                           arquivo_id = ${arquivo!.id}, updated_at = now() where id = ${x.id}`);
      const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
      await notificar(
        tx,
        {
          origem: 'EXPORTACAO',
          origemId: x.id,
          titulo: t(idioma, 'notices.dashboard.exportacao.titulo'),
          texto: t(idioma, 'notices.dashboard.exportacao.texto', { numero: numero ?? '', titulo: escapeHtml(ctx.titulo) }),
          link: `/comunicados/dashboard/${x.comunicadoId}`,
        },
        { usuarioIds: [x.usuarioId] },
      );
    });
  } catch (err) {
    body.destroy();
    await stored.catch(() => undefined);
    await store.delete(key);
    throw err;
  }
}

/**
 * Runs every waiting export, one after the other (the job's queue runs one job at a time across
 * instances), and any running one whose instance died (no progress for EXPORT_STALE_MS). A failed
 * export is FALHOU; its cause goes to the log and to `erro` for operators (the API answers a
 * translated message instead).
 */
export async function processarExportacoes(opts: { db: Db; store: ObjectStore; now: Date; log?: FastifyBaseLogger }): Promise<{ exportadas: number; falhas: number }> {
  let exportadas = 0;
  let falhas = 0;
  for (;;) {
    const x = await claim(opts.db, opts.now);
    if (!x) break;
    try {
      await gerar(opts.db, opts.store, x);
      exportadas++;
    } catch (err) {
      falhas++;
      opts.log?.error({ err, exportacao: x.id }, 'notice export failed');
      // The cause stays in the log; the requester reads a translated message (exportacaoView).
      const causa = err instanceof Error ? err.message.slice(0, 500) : 'unknown';
      await opts.db.execute(sql`update comunicado_exportacoes set status = 'FALHOU', erro = ${causa}, updated_at = now() where id = ${x.id}`);
    }
  }
  return { exportadas, falhas };
}

/** How long a finished export (its file, its row) is kept: a download is wanted soon after the job; a fresh one is a click away. */
export const EXPORT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the finished exports (CONCLUIDA or FALHOU) older than EXPORT_RETENTION_MS: their rows
 * go, and their files are detached (anexado_em null), so the storage cleanup (platform/storage
 * cleanup.ts, hourly, for files uploaded over a day ago) deletes the objects and rows within the
 * hour. A list of a notice's people must not stay on disk for ever. Answers how many went.
 */
export async function removerExportacoesAntigas(db: Db, now: Date): Promise<number> {
  const antes = new Date(now.getTime() - EXPORT_RETENTION_MS).toISOString();
  return db.transaction(async (tx) => {
    const removidas = await queryRows(
      tx,
      z.object({ arquivoId: z.string().nullable() }),
      sql`delete from comunicado_exportacoes where status in ('CONCLUIDA', 'FALHOU') and updated_at < ${antes}::timestamptz
       returning arquivo_id as "arquivoId"`,
    );
    const ids = removidas.flatMap((r) => (r.arquivoId ? [r.arquivoId] : []));
    if (ids.length > 0) await tx.execute(sql`update arquivos set anexado_em = null where id = any(${sql.param(ids)}::uuid[])`);
    return removidas.length;
  });
}

/**
 * The export job: woken by exportarComunicado (ctx.runJob) and every minute, so an export queued
 * while no instance ran jobs, or left by a dead one, still finishes; each run also removes the
 * exports past their retention (a small table: one statement).
 */
export function exportacoesComunicadoJob(opts: { database: Database; store: ObjectStore }): JobDefinition {
  return {
    name: EXPORTACOES_JOB,
    cron: '* * * * *',
    pollingIntervalSeconds: 10,
    run: async ({ log, now }) => {
      const feitas = await processarExportacoes({ db: opts.database.db, store: opts.store, now, log });
      return { ...feitas, removidas: await removerExportacoesAntigas(opts.database.db, now) };
    },
  };
}
