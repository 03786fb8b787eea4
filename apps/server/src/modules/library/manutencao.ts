import { isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { keysetChunk, type KeysetChunk } from '../../platform/db/keyset-chunk.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { itensBiblioteca } from './library.tables.js';

/*
 * The library's part of the super-admin's maintenance migrations (superadmin/migracoes): walks of
 * its items in id order, a chunk at a time after a cursor, so the caller can record the cursor
 * with the chunk and resume a run that died. The library owns these tables, so the writes live here.
 */

const ItemArquivo = z.object({ id: z.number(), arquivoId: z.string() });

/** Library items (folders and files): the rows whose search vector a rebuild rewrites. */
export const contarItensBiblioteca = (db: DbOrTx): Promise<number> => db.$count(itensBiblioteca);

/**
 * Rewrites the next `limite` items after `depois` (ids) in place, so PostgreSQL computes their
 * generated search vector (busca) again with the text search configuration as it is now (a
 * dictionary changed by an upgrade, a dump restored into a server whose portal_pt differs).
 * Nothing else changes (no modification date). Null when none is left.
 */
export function reescreverBuscaItens(tx: Tx, depois: number | null, limite: number): Promise<KeysetChunk | null> {
  return keysetChunk(
    tx,
    sql`with lote as (select id from itens_biblioteca where id > ${depois ?? 0} order by id limit ${limite}),
             feito as (update itens_biblioteca i set nome = i.nome from lote where i.id = lote.id returning i.id)
        select max(id)::int as ultimo, count(*)::int as n from feito`,
  );
}

/** Library files (items holding a stored file): the ones whose text and thumbnail are made again. */
export const contarArquivosBiblioteca = (db: DbOrTx): Promise<number> => db.$count(itensBiblioteca, isNotNull(itensBiblioteca.arquivoId));

/** The next `limite` library files after `depois` (item ids), with their stored file's id. */
export async function arquivosBiblioteca(db: DbOrTx, depois: number | null, limite: number): Promise<{ id: number; arquivoId: string }[]> {
  return queryRows(
    db,
    ItemArquivo,
    sql`select id, arquivo_id::text as "arquivoId" from itens_biblioteca
         where arquivo_id is not null and id > ${depois ?? 0} order by id limit ${limite}`,
  );
}

/**
 * Gives the items their stored file's extracted text where their copy differs (the trigger copies
 * it only when the file's text changes, so an item whose copy was lost would keep none).
 */
export async function copiarTextoDosArquivos(tx: Tx, itemIds: readonly number[]): Promise<void> {
  await tx.execute(sql`update itens_biblioteca i set conteudo = a.texto from arquivos a
                        where a.id = i.arquivo_id and i.id = any(${sql.param([...itemIds])}::int[])
                          and i.conteudo is distinct from a.texto`);
}
