import { and, arrayContains, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { badInput, forbidden } from '../../platform/errors.js';
import type { ObjectStore } from '../../platform/storage/types.js';
import { arquivos as arquivosTable } from '../../platform/storage/storage.tables.js';
import { deleteStoredFiles } from '../../platform/storage/uploads.js';
import { assertWritable, type LibraryAccess } from './library.policy.js';
import { itensBiblioteca } from './library.tables.js';
import { AUDIT_ENTIDADE, asNomeConflict, assertNomeLivre, lockTreeExclusive, lockTreeShared, nomeConflict, touch } from './library.write.js';

/** Moving and removing items (spec 02 §2 move and remove dialogs, §4 "Move", "Library selection rules"). */

export interface ItemMovido {
  id: number;
  nome: string;
  pastaPai: { id: number; nome: string } | null;
}

/**
 * Moves an item into a folder (null = the root). The caller writes both the item and the
 * destination; the destination is a folder, neither the item itself nor inside it, nor its
 * current parent (spec 02 §4: those are not offered); only folders may live at the root (files
 * are always inside a folder: the upload is hidden at the root), and only managers write the
 * root; the name must be free there.
 * The whole subtree's paths are rewritten in one UPDATE (GIN index on caminho).
 */
export async function moverItemBiblioteca(
  db: Db,
  access: LibraryAccess,
  input: { id: number; destino: number | null },
  requestId: string,
): Promise<ItemMovido> {
  let nome = '';
  const conflict = () => nomeConflict('idNovaLocalizacao', nome, 'error.biblioteca.nomeDuplicadoDestino');
  try {
    return await db.transaction(async (tx) => {
      // Paths of a subtree change here: no creation or other move may interleave (library.write.ts).
      await lockTreeExclusive(tx);
      const item = await assertWritable(tx, access, input.id, 'itemBiblioteca', true);
      nome = item.nome;
      const field = 'idNovaLocalizacao';
      let destino: { id: number; nome: string; caminho: number[] } | null = null;
      if (input.destino == null) {
        if (!item.pasta) throw badInput([{ field, key: 'error.biblioteca.raizSomentePastas' }]);
        // Root folders are given their groups by managers (criarNovaPasta, concederAcesso): only
        // they write the root. Anyone else would drop the folder out of every inherited grant.
        if (!access.gestor) throw forbidden();
      } else {
        if (input.destino === item.id) throw badInput([{ field, key: 'error.biblioteca.moverParaSiMesmo' }]);
        const d = await assertWritable(tx, access, input.destino, 'pasta', true);
        if (!d.pasta) throw badInput([{ field, key: 'error.biblioteca.paiNaoPasta' }]);
        if (d.caminho.includes(item.id)) throw badInput([{ field, key: 'error.biblioteca.moverParaDentro' }]);
        destino = d;
      }
      if ((destino?.id ?? null) === item.pastaPaiId) throw badInput([{ field, key: 'error.biblioteca.moverMesmoLugar' }]);
      await assertNomeLivre(tx, destino?.id ?? null, item.nome, conflict);

      await tx.update(itensBiblioteca).set({ pastaPaiId: destino?.id ?? null }).where(eq(itensBiblioteca.id, item.id));
      await tx.execute(sql`
        update itens_biblioteca
           set caminho = ${sql.param(destino?.caminho ?? [])}::int[] || caminho[array_position(caminho, ${item.id}::int):]
         where caminho @> array[${item.id}::int]`);
      await touch(tx, [item.pastaPaiId, destino?.id ?? null]);
      await writeAudit(tx, {
        usuarioId: access.usuarioId,
        entidade: AUDIT_ENTIDADE,
        entidadeId: item.id,
        acao: 'MOVER',
        antes: { pastaPaiId: item.pastaPaiId, caminho: item.caminho },
        depois: { pastaPaiId: destino?.id ?? null, caminho: [...(destino?.caminho ?? []), item.id] },
        requestId,
      });
      return { id: item.id, nome: item.nome, pastaPai: destino ? { id: destino.id, nome: destino.nome } : null };
    });
  } catch (err) {
    throw asNomeConflict(err, conflict);
  }
}

interface ArquivoRemovido {
  id: string;
}

/**
 * Removes an item the caller writes, with its whole subtree (the foreign keys cascade to the
 * children, grants and recorded downloads). The stored files of the removed items are detached
 * in the transaction (anexado_em null: should the process stop before the deletion below, the
 * storage cleanup job sees orphans and deletes them later); after the commit their rows, objects
 * and thumbnails go.
 */
export async function excluirItemBiblioteca(
  db: Db,
  access: LibraryAccess,
  store: ObjectStore,
  id: number,
  requestId: string,
): Promise<boolean> {
  const removidos = await db.transaction(async (tx) => {
    await lockTreeShared(tx);
    const item = await assertWritable(tx, access, id, 'itemBiblioteca', true);
    // The subtree: every item whose path holds this one (caminho @>, the GIN index).
    const subtree = arrayContains(itensBiblioteca.caminho, [item.id]);
    // `::text` over a not-null filter: the id is a string here, not the column's nullable uuid.
    const arquivos: ArquivoRemovido[] = await tx
      .select({ id: sql<string>`${itensBiblioteca.arquivoId}::text` })
      .from(itensBiblioteca)
      .where(and(subtree, isNotNull(itensBiblioteca.arquivoId)));
    const total = await tx.$count(itensBiblioteca, subtree);
    await tx.delete(itensBiblioteca).where(eq(itensBiblioteca.id, item.id));
    const ids = arquivos.map((a) => a.id);
    if (ids.length) await tx.update(arquivosTable).set({ anexadoEm: null }).where(inArray(arquivosTable.id, ids));
    await touch(tx, [item.pastaPaiId]);
    await writeAudit(tx, {
      usuarioId: access.usuarioId,
      entidade: AUDIT_ENTIDADE,
      entidadeId: item.id,
      acao: 'REMOVER',
      antes: { nome: item.nome, pasta: item.pasta, pastaPaiId: item.pastaPaiId, caminho: item.caminho, itens: total, arquivos: ids },
      requestId,
    });
    return arquivos;
  });
  await removeStored(db, store, removidos);
  return true;
}

/**
 * After the commit: the removed files' rows, objects and thumbnails (platform deleteStoredFiles,
 * one statement for the rows). A failure never fails the removal, which has happened: the rows,
 * detached, are orphans the storage cleanup job deletes later.
 */
async function removeStored(db: Db, store: ObjectStore, arquivos: readonly ArquivoRemovido[]): Promise<void> {
  await deleteStoredFiles(
    db,
    store,
    arquivos.map((a) => a.id),
  ).catch(() => undefined);
}
