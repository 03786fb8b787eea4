import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FILE_TYPE_COMUNICADO, NOTICE_LIMITS } from '@portal/domain';
import type { DbOrTx, Tx } from '../../../platform/db/transaction.js';
import { badInput } from '../../../platform/errors.js';
import { arquivos } from '../../../platform/storage/storage.tables.js';
import type { DownloadLinks } from '../../../platform/storage/types.js';
import { comunicadoArquivos, comunicados } from '../notices.tables.js';
import './entrega.messages.js';

/**
 * A notice's attachments (spec 02 §3 "Notice": arquivos), checked when the notice is saved: each
 * file was uploaded with POST /api/upload (fileType COMUNICADO) by the caller, or is already
 * attached to this notice (a co-author's approver editing it, a resave) or to its original (an
 * errata keeps the original's files); never the same file twice (the same id, or two uploads of
 * one file: same name and size); at most NOTICE_LIMITS.attachmentsMax files and
 * attachmentsTotalMaxBytes in all. Attaching marks `anexado_em`, as the library's upload does, so
 * the storage cleanup never removes a file a notice holds.
 */

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round(bytes / MB);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalido = (valor: string) => badInput([{ field: 'arquivos', key: 'error.comunicado.arquivoInvalido', values: { valor } }]);

/** Checks the files a save attaches (in order) and marks them attached; throws BAD_USER_INPUT naming `arquivos`. */
export async function checkAnexos(tx: Tx, userId: number, comunicadoId: number | null, idsArquivos: readonly string[]): Promise<void> {
  if (idsArquivos.length === 0) return;
  if (idsArquivos.length > NOTICE_LIMITS.attachmentsMax) {
    throw badInput([{ field: 'arquivos', key: 'error.comunicado.arquivosMax', values: { max: NOTICE_LIMITS.attachmentsMax } }]);
  }
  // Not a file id at all: the same answer as a file that does not exist (no cast error, no hint).
  const malformed = idsArquivos.find((id) => !UUID_RE.test(id));
  if (malformed !== undefined) throw invalido(malformed);
  const ids = idsArquivos.map((id) => id.toLowerCase());

  // Files this notice (or, for an errata, its original) already holds may stay whoever uploaded them.
  const held = new Set<string>();
  if (comunicadoId != null) {
    const donos = tx
      .select({ id: sql<number>`coalesce(${comunicados.idParent}, ${comunicados.id})` })
      .from(comunicados)
      .where(eq(comunicados.id, comunicadoId));
    const rows = await tx
      .select({ id: comunicadoArquivos.arquivoId })
      .from(comunicadoArquivos)
      .where(
        and(
          inArray(comunicadoArquivos.arquivoId, ids),
          sql`${comunicadoArquivos.comunicadoId} in (${comunicadoId}, (${donos}))`,
        ),
      );
    rows.forEach((r) => held.add(r.id));
  }

  const a = arquivos;
  const rows = await tx
    .select({ id: a.id, nome: a.nome, tamanho: a.tamanho, tipoArquivo: a.tipoArquivo, enviadoPorId: a.enviadoPorId })
    .from(a)
    .where(inArray(a.id, ids))
    .orderBy(a.id)
    // Held while the save commits: the orphan cleanup cannot remove a file between check and mark.
    .for('update');
  const stored = new Map(rows.map((r) => [r.id, r]));

  const vistos = new Set<string>();
  const arquivosVistos = new Set<string>();
  let total = 0;
  for (const [i, id] of ids.entries()) {
    const f = stored.get(id);
    if (!f || f.tipoArquivo !== FILE_TYPE_COMUNICADO || (f.enviadoPorId !== userId && !held.has(id))) throw invalido(idsArquivos[i]!);
    // The same upload twice, or the same file uploaded twice (name and size alike): one attachment.
    const mesmoArquivo = `${f.nome.toLowerCase()}\u0000${f.tamanho}`;
    if (vistos.has(id) || arquivosVistos.has(mesmoArquivo)) {
      throw badInput([{ field: 'arquivos', key: 'error.comunicado.arquivoRepetido', values: { nome: f.nome } }]);
    }
    vistos.add(id);
    arquivosVistos.add(mesmoArquivo);
    if (f.tamanho > NOTICE_LIMITS.attachmentMaxBytes) {
      throw badInput([{ field: 'arquivos', key: 'error.comunicado.arquivoTamanho', values: { nome: f.nome, max: mb(NOTICE_LIMITS.attachmentMaxBytes) } }]);
    }
    total += f.tamanho;
  }
  if (total > NOTICE_LIMITS.attachmentsTotalMaxBytes) {
    throw badInput([{ field: 'arquivos', key: 'error.comunicado.arquivosTotal', values: { max: mb(NOTICE_LIMITS.attachmentsTotalMaxBytes) } }]);
  }
  await tx
    .update(a)
    .set({ anexadoEm: sql`now()` })
    .where(and(inArray(a.id, ids), isNull(a.anexadoEm)));
}

/** An attachment as the API answers it (ArquivoComunicado). */
export interface ArquivoComLink {
  id: string;
  nome: string;
  tamanho: number;
  link: string;
}

/** A stored file as the views read it (comunicado_arquivos joined to arquivos). */
export interface ArquivoRow {
  id: string;
  nome: string;
  tamanho: number;
}

/**
 * The attachments with a short-lived signed download link each (as the library's arquivoLink:
 * served as an attachment, never inline). Only for readers of the notice or holders of one of
 * its deliveries: the caller decides that before asking for links.
 */
export function arquivosComLink(links: DownloadLinks, rows: readonly ArquivoRow[]): ArquivoComLink[] {
  return rows.map((r) => ({ id: r.id, nome: r.nome, tamanho: r.tamanho, link: links.sign({ arquivoId: r.id, variant: 'original', inline: false }) }));
}

/** The attachments of notices, in the author's order, by notice id (one query for a page of notices). */
export async function arquivosDosComunicados(db: DbOrTx, comunicadoIds: readonly number[]): Promise<Map<number, ArquivoRow[]>> {
  const out = new Map<number, ArquivoRow[]>();
  if (comunicadoIds.length === 0) return out;
  const rows = await db
    .select({ comunicadoId: comunicadoArquivos.comunicadoId, id: arquivos.id, nome: arquivos.nome, tamanho: arquivos.tamanho })
    .from(comunicadoArquivos)
    .innerJoin(arquivos, eq(arquivos.id, comunicadoArquivos.arquivoId))
    .where(inArray(comunicadoArquivos.comunicadoId, [...new Set(comunicadoIds)]))
    .orderBy(comunicadoArquivos.comunicadoId, comunicadoArquivos.ordem, arquivos.nome);
  for (const { comunicadoId, ...r } of rows) {
    const list = out.get(comunicadoId) ?? [];
    list.push(r);
    out.set(comunicadoId, list);
  }
  return out;
}
