import { sql } from 'drizzle-orm';
import { extensionOf, FILE_TYPE_LIBRARY, isLibraryExtensionAllowed } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { badInput, notFound } from '../../platform/errors.js';
import { arquivos } from '../../platform/storage/storage.tables.js';
import { byIds, selectItens, type ItemView } from './item.view.js';
import { assertWritable, type ItemAcesso, type LibraryAccess } from './library.policy.js';
import { AUDIT_ENTIDADE, asNomeConflict, assertNomeLivre, insertItem, lockTreeShared, nomeConflict, touch } from './library.write.js';

/** Attaching uploaded files to folders (spec 02 §2 upload modal, §3 "Upload input per file", §7 uploadArquivos). */

/** Most files one call attaches (the modal sends the files of one upload). */
export const UPLOAD_MAX_ARQUIVOS = 100;

export interface UploadArquivo {
  idArquivo: string;
  nome: string;
  idPastaPai: number;
}

/**
 * Creates one library item per uploaded file, all or nothing. Each file must have been uploaded
 * by the caller (POST /api/upload answered its id; anyone else's is NOT_FOUND), for the library
 * (fileType LIBRARY) and not attached yet; its name keeps an accepted extension, the uploaded
 * file's own; the target folder is writable and has no item of that name yet (CONFLICT: the file
 * already exists). The file's extracted text, if the processing job already made it, becomes the
 * item's searchable contents (later extractions arrive by trigger).
 */
export async function uploadArquivos(db: Db, access: LibraryAccess, entradas: readonly UploadArquivo[], requestId: string): Promise<ItemView[]> {
  if (entradas.length === 0) throw badInput([{ field: 'arquivos', key: 'error.biblioteca.arquivosVazio' }]);
  if (entradas.length > UPLOAD_MAX_ARQUIVOS) {
    throw badInput([{ field: 'arquivos', key: 'error.biblioteca.arquivosMax', values: { max: UPLOAD_MAX_ARQUIVOS } }]);
  }
  let atual = '';
  const conflict = () => nomeConflict('nome', atual, 'error.biblioteca.arquivoExiste');
  try {
    return await db.transaction(async (tx) => {
      await lockTreeShared(tx);
      const ids = entradas.map((e) => e.idArquivo);
      const a = arquivos;
      const rows = await tx
        .select({ id: a.id, nome: a.nome, tipoArquivo: a.tipoArquivo, enviadoPorId: a.enviadoPorId, anexadoEm: a.anexadoEm })
        .from(a)
        .where(sql`${a.id} = any(${sql.param(ids)}::uuid[])`)
        .orderBy(a.id)
        .for('update');
      const stored = new Map(rows.map((r) => [r.id, r]));
      const pastas = new Map<number, ItemAcesso>();
      const vistos = new Set<string>();
      const nomes = new Set<string>();
      const criados: number[] = [];
      for (const e of entradas) {
        atual = e.nome;
        const a = stored.get(e.idArquivo);
        if (!a || a.enviadoPorId !== access.usuarioId) throw notFound('arquivo');
        const values = { nome: e.nome };
        if (vistos.has(a.id)) throw badInput([{ field: 'idArquivo', key: 'error.biblioteca.arquivoRepetido', values }]);
        vistos.add(a.id);
        if (a.tipoArquivo !== FILE_TYPE_LIBRARY) throw badInput([{ field: 'idArquivo', key: 'error.biblioteca.arquivoTipo', values }]);
        if (a.anexadoEm) throw badInput([{ field: 'idArquivo', key: 'error.biblioteca.arquivoAnexado', values }]);
        if (!isLibraryExtensionAllowed(e.nome) || extensionOf(e.nome) !== extensionOf(a.nome)) {
          throw badInput([{ field: 'nome', key: 'error.biblioteca.extensao', values }]);
        }
        let pasta = pastas.get(e.idPastaPai);
        if (!pasta) {
          pasta = await assertWritable(tx, access, e.idPastaPai, 'pasta', true);
          if (!pasta.pasta) throw badInput([{ field: 'idPastaPai', key: 'error.biblioteca.paiNaoPasta' }]);
          pastas.set(pasta.id, pasta);
        }
        const chave = `${pasta.id}/${e.nome.toLowerCase()}`;
        if (nomes.has(chave)) throw conflict();
        nomes.add(chave);
        await assertNomeLivre(tx, pasta.id, e.nome, conflict);
        const id = await insertItem(tx, {
          nome: e.nome,
          pasta: false,
          paiId: pasta.id,
          paiCaminho: pasta.caminho,
          proprietarioId: access.usuarioId,
          arquivoId: a.id,
        });
        criados.push(id);
        await writeAudit(tx, {
          usuarioId: access.usuarioId,
          entidade: AUDIT_ENTIDADE,
          entidadeId: id,
          acao: 'CRIAR',
          depois: { nome: e.nome, pasta: false, pastaPaiId: pasta.id, arquivoId: a.id },
          requestId,
        });
      }
      await tx.execute(sql`update arquivos set anexado_em = now() where id = any(${sql.param(ids)}::uuid[])`);
      await touch(tx, [...pastas.keys()]);
      return (await selectItens(tx, access, byIds(criados))).items;
    });
  } catch (err) {
    throw asNomeConflict(err, conflict);
  }
}
