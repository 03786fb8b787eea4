import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Idioma, PortalLabels } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import type { Tx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { formatMessage, t } from '../../platform/i18n/messages.js';
import type { ObjectStore } from '../../platform/storage/types.js';
import { recordFile, type ReceivedFile } from '../../platform/storage/uploads.js';
import { cabecalho, COLUNAS } from './colunas.js';
import { IMPORTACOES_JOB } from './importacoes.job.js';
import { importacaoLinhas, importacoes, type ErroLinha, type StatusImportacao } from './imports.tables.js';
import './imports.messages.js';

/** What a stored import file is (arquivos.tipo_arquivo): attached at once, so the orphan cleanup leaves it. */
export const TIPO_ARQUIVO_IMPORTACAO = 'IMPORTACAO_USUARIOS';

/** How the web reads an import (GraphQL ImportStatus; spec 01 §3 "Import status"). */
export interface ImportStatusView {
  id: number;
  fileName: string;
  status: StatusImportacao;
  statusDescricao: string;
  total: number;
  done: number;
  progress: number;
  linhas: number;
  criar: number;
  atualizar: number;
  comErro: number;
  falhas: number;
  erro: string | null;
  createdAt: string;
  confirmadoEm: string | null;
  concluidoEm: string | null;
}

type Row = typeof importacoes.$inferSelect;

/**
 * A date a message echoes (salvarUsuario's rules see yyyy-mm-dd, real or not: "2024-02-31") as
 * the sheet writes dates, dd/mm/yyyy, in every language: what the reader typed in the template
 * (its notes ask for that form in pt-BR, es and en) and finds in the cell.
 */
const comoNaPlanilha = (v: string | number) => {
  const iso = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : v;
};

/** A message of the import in the reader's language, `{field}` the column (or salvarUsuario's field). */
export const mensagem = (idioma: Idioma, labels: PortalLabels, e: ErroLinha) =>
  formatMessage(
    idioma,
    e.key,
    Object.fromEntries(Object.entries(e.values ?? {}).map(([k, v]) => [k, comoNaPlanilha(v)])),
    { labels: { ...labels }, ...(e.campo || e.coluna ? { field: e.campo ?? e.coluna! } : {}) },
  );

/**
 * The view of a row: before the confirmation, total and done count the rows read (the dry run's
 * progress); from it on, the rows to apply and those applied (or failed at apply time).
 */
export function view(r: Row, idioma: Idioma, labels: PortalLabels): ImportStatusView {
  const aplicando = r.status === 'PROCESSING' || r.status === 'DONE';
  const total = aplicando ? r.criar + r.atualizar : r.total;
  const done = aplicando ? r.feitos : r.status === 'VALIDATED' ? r.total : 0;
  return {
    id: r.id,
    fileName: r.nomeArquivo,
    status: r.status,
    statusDescricao: t(idioma, `imports.status.${r.status}`),
    total,
    done,
    progress: total > 0 ? Math.floor((done * 100) / total) : r.status === 'DONE' || r.status === 'VALIDATED' ? 100 : 0,
    linhas: r.total,
    criar: r.criar,
    atualizar: r.atualizar,
    comErro: r.comErro,
    falhas: r.falhas,
    erro: r.erro ? mensagem(idioma, labels, r.erro) : null,
    createdAt: r.createdAt.toISOString(),
    confirmadoEm: r.confirmadoEm?.toISOString() ?? null,
    concluidoEm: r.concluidoEm?.toISOString() ?? null,
  };
}

/**
 * Records an uploaded spreadsheet (already stored and checked by content) as a new import,
 * RECEIVED, its file attached at once (nothing to extract or draw), with its audit row; the job
 * (woken by the caller) validates it.
 */
export async function receberImportacao(db: Db, store: ObjectStore, caller: CurrentUser, file: ReceivedFile, requestId: string): Promise<Row> {
  return db.transaction(async (tx) => {
    const arquivoId = await recordFile(tx, store, file, { tipoArquivo: TIPO_ARQUIVO_IMPORTACAO, enviadoPorId: caller.id, attached: true, processed: true });
    const [imp] = await tx.insert(importacoes).values({ usuarioId: caller.id, arquivoId, nomeArquivo: file.nome }).returning();
    await writeAudit(tx, { usuarioId: caller.id, entidade: 'importacao', entidadeId: imp!.id, acao: 'CRIAR', depois: { nomeArquivo: file.nome, status: 'RECEIVED' }, requestId });
    return imp!;
  });
}

/** The caller's import, locked in `tx` when asked; NOT_FOUND for anyone else's (imports are their author's). */
async function propria(db: Db | Tx, caller: CurrentUser, id: number, lock = false): Promise<Row> {
  const q = db.select().from(importacoes).where(and(eq(importacoes.id, id), eq(importacoes.usuarioId, caller.id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('importacao');
  return row;
}

/** importStatus: the caller's import by id, or its latest (null when it has none). */
export async function importStatus(db: Db, caller: CurrentUser, id: number | null): Promise<Row | null> {
  if (id != null) return propria(db, caller, id);
  const [row] = await db.select().from(importacoes).where(eq(importacoes.usuarioId, caller.id)).orderBy(desc(importacoes.id)).limit(1);
  return row ?? null;
}

/** The caller's imports, newest first (the screen's status table). */
export async function listarImportacoes(db: Db, caller: CurrentUser, filtro: PageFilter): Promise<{ content: Row[]; totalElements: number }> {
  const { limit, offset } = paging(filtro);
  const content = await db.select().from(importacoes).where(eq(importacoes.usuarioId, caller.id)).orderBy(desc(importacoes.id)).limit(limit).offset(offset);
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(importacoes).where(eq(importacoes.usuarioId, caller.id));
  return { content, totalElements: n?.n ?? 0 };
}

const ErroRow = z.object({
  linha: z.number(),
  erro: z.object({ coluna: z.string().nullable(), campo: z.string().optional(), key: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])).optional() }),
  total: z.number(),
});

/** One problem of one row as people read it. */
export interface ErroImportacaoView {
  linha: number;
  coluna: string | null;
  mensagem: string;
}

/** Every problem of the import's rows (dry run and apply), by row then as found, paged; each names its row and column in the reader's language. */
export async function errosImportacao(
  db: Db,
  caller: CurrentUser,
  id: number,
  filtro: PageFilter,
  ctx: { idioma: Idioma; labels: PortalLabels },
): Promise<{ content: ErroImportacaoView[]; totalElements: number }> {
  await propria(db, caller, id);
  const { limit, offset } = paging(filtro);
  const rows = await queryRows(db, ErroRow, sql`
    select l.linha, e.erro, count(*) over ()::int as total
      from ${importacaoLinhas} l, jsonb_array_elements(l.erros) with ordinality as e(erro, n)
     where l.importacao_id = ${id} and l.resultado in ('ERRO', 'FALHOU')
     order by l.linha, e.n
     limit ${limit} offset ${offset}`);
  return {
    content: rows.map((r) => ({ linha: r.linha, coluna: colunaLegivel(r.erro.coluna, ctx), mensagem: mensagem(ctx.idioma, ctx.labels, r.erro) })),
    totalElements: rows[0]?.total ?? (offset > 0 ? await contarErros(db, id) : 0),
  };
}

async function contarErros(db: Db, id: number): Promise<number> {
  const [r] = await queryRows(db, z.object({ n: z.number() }), sql`
    select count(*)::int as n from ${importacaoLinhas} l, jsonb_array_elements(l.erros) e
     where l.importacao_id = ${id} and l.resultado in ('ERRO', 'FALHOU')`);
  return r?.n ?? 0;
}

/** A column key as its header in the reader's language. */
export function colunaLegivel(chave: string | null, ctx: { idioma: Idioma; labels: PortalLabels }): string | null {
  const c = COLUNAS.find((x) => x.chave === chave);
  return c ? cabecalho(c, ctx.idioma, ctx.labels) : null;
}

const refused = (r: Row, idioma: Idioma) => new AppError('CONFLICT', 'error.importacao.status', { status: t(idioma, `imports.status.${r.status}`) });

/**
 * confirmarImportacao: a VALIDATED import with rows to apply becomes PROCESSING (its lease
 * expired, so the job takes it at once), audited; the job is woken.
 */
export async function confirmarImportacao(
  db: Db,
  caller: CurrentUser,
  id: number,
  opts: { requestId: string; runJob: ((name: string) => Promise<unknown>) | null },
): Promise<Row> {
  const row = await db.transaction(async (tx) => {
    const imp = await propria(tx, caller, id, true);
    if (imp.status !== 'VALIDATED') throw refused(imp, caller.idioma);
    if (imp.criar + imp.atualizar === 0) throw new AppError('CONFLICT', 'error.importacao.nadaAImportar');
    const [depois] = await tx
      .update(importacoes)
      .set({ status: 'PROCESSING', confirmadoEm: new Date(), updatedAt: new Date(0) })
      .where(eq(importacoes.id, id))
      .returning();
    await writeAudit(tx, { usuarioId: caller.id, entidade: 'importacao', entidadeId: id, acao: 'CONFIRMAR', antes: { status: imp.status }, depois: { status: 'PROCESSING' }, requestId: opts.requestId });
    return depois!;
  });
  await opts.runJob?.(IMPORTACOES_JOB).catch(() => undefined);
  return row;
}

/** cancelarImportacao: an import not yet confirmed (received, validating or validated) is dropped: CANCELLED, its rows gone, audited. */
export async function cancelarImportacao(db: Db, caller: CurrentUser, id: number, requestId: string): Promise<Row> {
  return db.transaction(async (tx) => {
    const imp = await propria(tx, caller, id, true);
    if (!(['RECEIVED', 'VALIDATING', 'VALIDATED'] as StatusImportacao[]).includes(imp.status)) throw refused(imp, caller.idioma);
    await tx.delete(importacaoLinhas).where(eq(importacaoLinhas.importacaoId, id));
    const [depois] = await tx.update(importacoes).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(importacoes.id, id)).returning();
    await writeAudit(tx, { usuarioId: caller.id, entidade: 'importacao', entidadeId: id, acao: 'CANCELAR', antes: { status: imp.status }, depois: { status: 'CANCELLED' }, requestId });
    return depois!;
  });
}

/** The rows with problems, in sheet order, for the error workbook (a batch after `depois`). */
export async function linhasComErro(db: Db, id: number, depois: number, limite: number) {
  return db
    .select({ linha: importacaoLinhas.linha, valores: importacaoLinhas.valores, erros: importacaoLinhas.erros })
    .from(importacaoLinhas)
    .where(and(eq(importacaoLinhas.importacaoId, id), inArray(importacaoLinhas.resultado, ['ERRO', 'FALHOU']), sql`${importacaoLinhas.linha} > ${depois}`))
    .orderBy(importacaoLinhas.linha)
    .limit(limite);
}

/** The caller's import (NOT_FOUND otherwise), for the REST routes. */
export const importacaoDoAutor = (db: Db, caller: CurrentUser, id: number) => propria(db, caller, id);
