import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { queryRow, queryRows, timestamptz } from '../../platform/db/typed-rows.js';
import { badInput, notFound } from '../../platform/errors.js';
import { arquivos } from '../../platform/storage/storage.tables.js';
import type { DownloadLinks } from '../../platform/storage/types.js';
import { iso } from './item.view.js';
import { assertReadable, assertWritable, levelSql, type LibraryAccess } from './library.policy.js';
import { itensBiblioteca } from './library.tables.js';

/**
 * Stored files of the library: their metadata, signed download links and recorded downloads
 * (spec 02 §7 arquivo, linkDownloadByArquivo, gerarLinkDownloadByItemBiblioteca).
 */

export interface ArquivoView {
  id: string;
  nome: string;
  tamanho: number;
}

/**
 * A stored file the caller may read: one they uploaded themselves (still attaching it), or the
 * file of a library item they can read. Anything else is NOT_FOUND.
 */
async function arquivoLegivel(db: DbOrTx, access: LibraryAccess, id: string) {
  const a = alias(arquivos, 'a');
  const i = alias(itensBiblioteca, 'i');
  const [row] = await db
    .select({
      id: a.id,
      nome: a.nome,
      tamanho: a.tamanho,
      enviadoPorId: a.enviadoPorId,
      /** The library item holding the file and the caller's level on it (null: not attached / unreadable). */
      itemId: i.id,
      nivel: sql<string | null>`${levelSql(access)}`,
    })
    .from(a)
    .leftJoin(i, eq(i.arquivoId, a.id))
    .where(sql`${a.id} = ${id}::uuid`);
  if (!row || (row.enviadoPorId !== access.usuarioId && !row.nivel)) throw notFound('arquivo');
  return row;
}

/** The file's id, name and size (spec 02 §3 "File"). */
export async function arquivo(db: DbOrTx, access: LibraryAccess, id: string): Promise<ArquivoView> {
  const { itemId: _i, nivel: _n, enviadoPorId: _e, ...view } = await arquivoLegivel(db, access, id);
  return view;
}

/** Records a download of a library file and its audit row (inside the caller's transaction). */
async function registrarDownload(tx: Tx, usuarioId: number, itemId: number, requestId: string): Promise<void> {
  await tx.execute(sql`insert into downloads_biblioteca (item_id, usuario_id) values (${itemId}, ${usuarioId})`);
  await writeAudit(tx, { usuarioId, entidade: 'itemBiblioteca', entidadeId: itemId, acao: 'BAIXAR', requestId });
}

/**
 * A signed download link of a file the caller may read (query: never recorded). With
 * `registrar` (the mutation's registrarDownload) the download of a library file is recorded.
 */
export async function linkDownloadByArquivo(
  db: Db,
  access: LibraryAccess,
  links: DownloadLinks,
  id: string,
  opts: { registrar: boolean; requestId: string },
): Promise<string> {
  const found = await arquivoLegivel(db, access, id);
  if (opts.registrar && found.itemId != null && found.nivel) {
    const itemId = found.itemId;
    await db.transaction((tx) => registrarDownload(tx, access.usuarioId, itemId, opts.requestId));
  }
  return links.sign({ arquivoId: found.id, variant: 'original', inline: false });
}

/** A signed attachment link of a readable library file; the download is recorded. Folders: BAD_USER_INPUT. */
export async function gerarLinkDownloadByItemBiblioteca(
  db: Db,
  access: LibraryAccess,
  links: DownloadLinks,
  itemId: number,
  requestId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const item = await assertReadable(tx, access, itemId);
    if (item.pasta || !item.arquivoId) throw badInput([{ field: 'id', key: 'error.biblioteca.downloadSomenteArquivo' }]);
    await registrarDownload(tx, access.usuarioId, itemId, requestId);
    return links.sign({ arquivoId: item.arquivoId, variant: 'original', inline: false });
  });
}

/** A downloads row (raw SQL: it names the users area's `usuarios`), checked by this schema. */
const DownloadRow = z.object({
  /** bigserial: node-postgres answers int8 as text. */
  id: z.coerce.number(),
  item_id: z.number(),
  item_nome: z.string(),
  u_id: z.number(),
  u_nome: z.string(),
  u_email: z.string(),
  em: timestamptz,
  /** count(*) over () is a bigint, which node-postgres answers as text. */
  total: z.coerce.number(),
});
const Contagem = z.object({ n: z.number() });

export interface DownloadView {
  id: number;
  item: { id: number; nome: string };
  usuario: { id: number; nome: string; email: string };
  em: string;
}

/**
 * Recorded downloads of the files inside a folder (its whole subtree: caminho contains it, GIN
 * index), newest first, paged. Needs write on the folder.
 */
export async function downloadsPasta(
  db: DbOrTx,
  access: LibraryAccess,
  filtro: { idPasta: number } & PageFilter,
): Promise<{ content: DownloadView[]; totalElements: number }> {
  const page = paging(filtro);
  const pasta = await assertWritable(db, access, filtro.idPasta, 'pasta');
  if (!pasta.pasta) throw badInput([{ field: 'idPasta', key: 'error.biblioteca.somentePasta' }]);
  const from = sql`from downloads_biblioteca d
      join itens_biblioteca i on i.id = d.item_id
      join usuarios u on u.id = d.usuario_id
     where i.caminho @> array[${filtro.idPasta}::int]`;
  const rows = await queryRows(db, DownloadRow, sql`
    select d.id, i.id as item_id, i.nome::text as item_nome, u.id as u_id, u.nome as u_nome, u.email::text as u_email,
           d.em, count(*) over () as total
      ${from}
     order by d.em desc, d.id desc limit ${page.limit} offset ${page.offset}`);
  let totalElements = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const c = await queryRow(db, Contagem, sql`select count(*)::int as n ${from}`);
    totalElements = c?.n ?? 0;
  }
  return {
    content: rows.map((r) => ({
      id: r.id,
      item: { id: r.item_id, nome: r.item_nome },
      usuario: { id: r.u_id, nome: r.u_nome, email: r.u_email },
      em: iso(r.em),
    })),
    totalElements,
  };
}
