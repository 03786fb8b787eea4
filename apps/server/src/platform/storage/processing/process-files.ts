import { setTimeout as sleep } from 'node:timers/promises';
import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/connection.js';
import { arquivos } from '../storage.tables.js';
import type { ObjectStore } from '../types.js';
import { extractStoredText } from './extract-text.js';
import { hasThumbnail, storeThumbnail } from './thumbnail.js';

/** Most files one run processes; the next run (a minute later, or the next upload) goes on. */
export const PROCESS_FILES_LIMIT = 500;

/**
 * How long one run keeps taking files, ms. A run never starts a file after this; the file in
 * hand finishes. Short enough that the per-minute run and a shutdown's wait find it done soon.
 */
export const PROCESS_FILES_BUDGET_MS = 50_000;

/**
 * Written when a file is taken and replaced when it is done: a file whose processing killed
 * the process (out of memory, a crash in a decoder) keeps this and is not taken again, so one
 * bad file cannot bring every instance down once a minute.
 */
export const PROCESSING_INTERRUPTED = 'processing interrupted before it finished';

/**
 * How long a run waits before looking again when every pending file is locked by another
 * transaction, ms (see lockedPending).
 */
export const LOCKED_RETRY_MS = 200;

/** Longest reason kept in erro_processamento. */
const ERROR_MAX_CHARS = 1000;

/** A file taken for processing (what claimNext's returning selects). */
type ClaimedFile = NonNullable<Awaited<ReturnType<typeof claimNext>>>;

/** What processing produced for one file. */
interface Outcome {
  texto: string | null;
  miniaturaChave: string | null;
  erro: string | null;
}

/** What a run did. */
export interface ProcessFilesResult {
  /** Files taken and finished (with or without an error). */
  processados: number;
  /** Of those, files with erro_processamento set (failed, or thumbnail/text skipped). */
  comErro: number;
}

/**
 * Takes the oldest pending file (processado_em null) and marks it taken in one statement.
 * `for update skip locked` lets instances claim at the same moment without waiting on each
 * other or taking the same row; once committed, processado_em keeps every later claim away.
 * The work itself happens outside any transaction, so no row lock is held while a large PDF
 * is read (the library attaching the file must not wait for its thumbnail).
 */
async function claimNext(db: Db) {
  const oldestPending = db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(isNull(arquivos.processadoEm))
    .orderBy(arquivos.enviadoEm)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(arquivos)
    .set({ processadoEm: sql`now()`, erroProcessamento: PROCESSING_INTERRUPTED })
    .where(eq(arquivos.id, oldestPending))
    .returning({ id: arquivos.id, nome: arquivos.nome, chave: arquivos.chave, tipoConteudo: arquivos.tipoConteudo });
  return row ?? null;
}

/**
 * Whether a file is still pending although claimNext found none: `skip locked` passed it over
 * because another transaction holds its row — an area attaching it (the library's uploadArquivos
 * locks its files, then marks them attached), another instance's claim in flight, the cleanup.
 * Such a lock lasts one short transaction, and nobody starts the processing again when it ends:
 * taking "none claimable" for "none pending" left the file unsearchable until the per-minute job
 * (for ever in the test that stops it; seen in full runs on two cores, where the uploads' own
 * kicks ran the loop while the attaching transaction held all eight files). A plain read does not
 * wait for row locks.
 */
async function lockedPending(db: Db): Promise<boolean> {
  const rows = await db.select({ id: arquivos.id }).from(arquivos).where(isNull(arquivos.processadoEm)).limit(1);
  return rows.length > 0;
}

/** Waits `ms`, or less when the signal aborts (never throws). */
async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The thumbnail (images) and the text (PDF, office, plain text) of one file. Each step fails on
 * its own: an error is recorded as the reason, never thrown.
 */
async function processFile(store: ObjectStore, file: ClaimedFile): Promise<Outcome> {
  const problems: string[] = [];
  let miniaturaChave: string | null = null;
  let texto: string | null = null;
  if (hasThumbnail(file.nome, file.tipoConteudo)) {
    try {
      const thumbnail = await storeThumbnail(store, file);
      if ('chave' in thumbnail) miniaturaChave = thumbnail.chave;
      else problems.push(thumbnail.motivo);
    } catch (err) {
      problems.push(`thumbnail: ${reason(err)}`);
    }
  }
  try {
    const extracted = await extractStoredText(store, file);
    texto = extracted.texto;
    if (extracted.motivo) problems.push(extracted.motivo);
  } catch (err) {
    problems.push(`text: ${reason(err)}`);
  }
  return { texto, miniaturaChave, erro: problems.length ? problems.join('; ').slice(0, ERROR_MAX_CHARS) : null };
}

/**
 * Processes pending stored files, oldest first, one at a time, until none is left, `limit`
 * files were done or the time budget is spent: makes the thumbnail of images and extracts the
 * text of PDF, office and plain text files, then records texto, miniatura_chave,
 * erro_processamento and processado_em. Text reaches the library item holding the file through
 * the arquivos_texto_para_biblioteca trigger. A file that fails is recorded with its reason and
 * the run goes on with the next; a processed file is never taken again. A pending file whose row
 * another transaction holds is waited for (within the budget), not left behind.
 */
export async function processPendingFiles(opts: {
  database: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  limit?: number;
  budgetMs?: number;
  /** Aborted when the app closes: no further file is taken, the one in hand finishes. */
  signal?: AbortSignal;
}): Promise<ProcessFilesResult> {
  const { database, store, log } = opts;
  const limit = opts.limit ?? PROCESS_FILES_LIMIT;
  const deadline = Date.now() + (opts.budgetMs ?? PROCESS_FILES_BUDGET_MS);
  const result: ProcessFilesResult = { processados: 0, comErro: 0 };
  while (result.processados < limit && Date.now() < deadline && !opts.signal?.aborted) {
    const file = await claimNext(database.db);
    if (!file) {
      // Nothing claimable; a pending file locked by a short transaction is taken once it ends.
      if (!(await lockedPending(database.db))) break;
      await pause(LOCKED_RETRY_MS, opts.signal);
      continue;
    }
    const outcome = await processFile(store, file);
    const saved = await database.db
      .update(arquivos)
      .set({
        texto: outcome.texto,
        miniaturaChave: outcome.miniaturaChave,
        erroProcessamento: outcome.erro,
        processadoEm: sql`now()`,
      })
      .where(eq(arquivos.id, file.id))
      .returning({ id: arquivos.id });
    // Deleted while being processed: its thumbnail would be an object nothing points to.
    if (!saved.length && outcome.miniaturaChave) await store.delete(outcome.miniaturaChave);
    result.processados++;
    if (outcome.erro) {
      result.comErro++;
      log.warn({ arquivoId: file.id, erro: outcome.erro }, 'file processing: thumbnail or text missing');
    }
  }
  return result;
}
