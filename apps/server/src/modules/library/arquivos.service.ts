import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { badInput, notFound } from '../../platform/errors.js';
import type { DownloadLinks } from '../../platform/storage/types.js';
import { iso } from './item.view.js';
import { assertReadable, assertWritable, levelSql, type LibraryAccess } from './library.policy.js';

/**
 * Stored files of the library: their metadata, signed download links and recorded downloads
 * (spec 02 §7 arquivo, linkDownloadByArquivo, gerarLinkDownloadByItemBiblioteca).
 */

export interface ArquivoView {
  id: string;
  nome: string;
  tamanho: number;
}

interface ArquivoAcesso extends ArquivoView {
  /** The library item holding the file and the caller's level on it (null: not attached / unreadable). */
  itemId: number | null;
  nivel: string | null;
  enviadoPorId: number;
  [k: string]: unknown;
}

/**
 * A stored file the caller may read: one they uploaded themselves (still attaching it), or the
 * file of a library item they can read. Anything else is NOT_FOUND.
 */
async function arquivoLegivel(db: DbOrTx, access: LibraryAccess, id: string): Promise<ArquivoAcesso> {
  const res = await db.execute<ArquivoAcesso>(sql`
    select a.id::text as id, a.nome, a.tamanho::float8 as tamanho, a.enviado_por_id as "enviadoPorId",
           i.id as "itemId", ${levelSql(access)} as nivel
      from arquivos a left join itens_biblioteca i on i.arquivo_id = a.id
     where a.id = ${id}::uuid`);
  const row = res.rows[0];
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
  const res = await db.execute<Record<string, unknown> & {
    id: number;
    item_id: number;
    item_nome: string;
    u_id: number;
    u_nome: string;
    u_email: string;
    em: Date | string;
    total: number;
  }>(sql`
    select d.id, i.id as item_id, i.nome::text as item_nome, u.id as u_id, u.nome as u_nome, u.email::text as u_email,
           d.em, count(*) over () as total
      ${from}
     order by d.em desc, d.id desc limit ${page.limit} offset ${page.offset}`);
  let totalElements = Number(res.rows[0]?.total ?? 0);
  if (res.rows.length === 0 && page.offset > 0) {
    const c = await db.execute<{ n: number }>(sql`select count(*)::int as n ${from}`);
    totalElements = c.rows[0]?.n ?? 0;
  }
  return {
    content: res.rows.map((r) => ({
      id: r.id,
      item: { id: r.item_id, nome: r.item_nome },
      usuario: { id: r.u_id, nome: r.u_nome, email: r.u_email },
      em: iso(r.em),
    })),
    totalElements,
  };
}
