import { sql } from 'drizzle-orm';
import { checkFolderGroups, type PermissaoAcessoPasta } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { badInput } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { itemView, type ItemView } from './item.view.js';
import { libraryFieldError } from './library.input.js';
import { assertWritable, type LibraryAccess } from './library.policy.js';
import {
  AUDIT_ENTIDADE,
  asNomeConflict,
  assertGruposUtilizaveis,
  assertNomeLivre,
  grantsOf,
  hiddenGrants,
  insertItem,
  lockTreeShared,
  nomeConflict,
  replaceGrants,
  touch,
} from './library.write.js';

/** Folders: create, grant access, rename (spec 02 §2 new-folder, grant-access and rename dialogs, §4, §5). */

export interface NovaPasta {
  nome: string;
  /** null = the root. */
  idPai: number | null;
  grants: ReadonlyMap<number, PermissaoAcessoPasta>;
}

/**
 * Creates a folder: at the root at least one group must be given access (spec 02 §5); below a
 * folder the caller must write the parent and the folder inherits its access (own grants, when
 * given, add to it). Name unique among the parent's children, case-insensitively.
 */
export async function criarNovaPasta(db: Db, caller: CurrentUser, access: LibraryAccess, input: NovaPasta, requestId: string): Promise<ItemView> {
  const conflict = () => nomeConflict('nome', input.nome);
  try {
    return await db.transaction(async (tx) => {
      await lockTreeShared(tx);
      let paiCaminho: number[] = [];
      if (input.idPai != null) {
        const pai = await assertWritable(tx, access, input.idPai, 'pasta', true);
        if (!pai.pasta) throw badInput([{ field: 'idPai', key: 'error.biblioteca.paiNaoPasta' }]);
        paiCaminho = pai.caminho;
      }
      const grupos = checkFolderGroups({ root: input.idPai == null, groups: input.grants.size });
      if (grupos.length) throw badInput(grupos.map(libraryFieldError));
      await assertGruposUtilizaveis(tx, caller, [...input.grants.keys()]);
      await assertNomeLivre(tx, input.idPai, input.nome, conflict);
      const id = await insertItem(tx, { nome: input.nome, pasta: true, paiId: input.idPai, paiCaminho, proprietarioId: caller.id });
      const permissoes = await replaceGrants(tx, id, input.grants);
      await touch(tx, [input.idPai]);
      await writeAudit(tx, {
        usuarioId: caller.id,
        entidade: AUDIT_ENTIDADE,
        entidadeId: id,
        acao: 'CRIAR',
        depois: { nome: input.nome, pasta: true, pastaPaiId: input.idPai, permissoes },
        requestId,
      });
      return (await itemView(tx, access, id))!;
    });
  } catch (err) {
    throw asNomeConflict(err, conflict);
  }
}

/**
 * Replaces a root folder's own grants (spec 02 §4: grant access is disabled for an item with a
 * parent folder, and for files). At least one group; write wins over read per group. Grants on
 * groups the caller cannot see (another user's private group) stay as they are, whatever the
 * input says of them: the caller can neither use nor remove someone else's private group, and
 * its presence never blocks the caller's save.
 */
export async function concederAcesso(
  db: Db,
  caller: CurrentUser,
  access: LibraryAccess,
  input: { idPasta: number; grants: ReadonlyMap<number, PermissaoAcessoPasta> },
  requestId: string,
): Promise<ItemView> {
  return db.transaction(async (tx) => {
    const pasta = await assertWritable(tx, access, input.idPasta, 'pasta', true);
    if (!pasta.pasta) throw badInput([{ field: 'idPasta', key: 'error.biblioteca.somentePasta' }]);
    if (pasta.pastaPaiId != null) throw badInput([{ field: 'idPasta', key: 'error.biblioteca.concederSomenteRaiz' }]);
    const ocultos = await hiddenGrants(tx, caller, input.idPasta);
    const visiveis = new Map([...input.grants].filter(([grupo]) => !ocultos.has(grupo)));
    const grupos = checkFolderGroups({ root: true, groups: visiveis.size + ocultos.size });
    if (grupos.length) throw badInput(grupos.map(libraryFieldError));
    await assertGruposUtilizaveis(tx, caller, [...visiveis.keys()]);
    const antes = await grantsOf(tx, input.idPasta);
    const depois = await replaceGrants(tx, input.idPasta, new Map([...visiveis, ...ocultos]));
    await writeAudit(tx, {
      usuarioId: caller.id,
      entidade: AUDIT_ENTIDADE,
      entidadeId: input.idPasta,
      acao: 'CONCEDER_ACESSO',
      antes: { permissoes: antes },
      depois: { permissoes: depois },
      requestId,
    });
    return (await itemView(tx, access, input.idPasta))!;
  });
}

/** Renames a folder the caller writes (spec 02 §4: rename is for exactly one folder). Unique among its siblings. */
export async function renomearItemBiblioteca(
  db: Db,
  access: LibraryAccess,
  input: { id: number; novoNome: string },
  requestId: string,
): Promise<ItemView> {
  const conflict = () => nomeConflict('novoNome', input.novoNome);
  try {
    return await db.transaction(async (tx) => {
      const item = await assertWritable(tx, access, input.id, 'itemBiblioteca', true);
      if (!item.pasta) throw badInput([{ field: 'idItemBiblioteca', key: 'error.biblioteca.renomearSomentePasta' }]);
      await assertNomeLivre(tx, item.pastaPaiId, input.novoNome, conflict, item.id);
      await tx.execute(sql`update itens_biblioteca set nome = ${input.novoNome}, ultima_modificacao = now() where id = ${item.id}`);
      await writeAudit(tx, {
        usuarioId: access.usuarioId,
        entidade: AUDIT_ENTIDADE,
        entidadeId: item.id,
        acao: 'RENOMEAR',
        antes: { nome: item.nome },
        depois: { nome: input.novoNome },
        requestId,
      });
      return (await itemView(tx, access, item.id))!;
    });
  } catch (err) {
    throw asNomeConflict(err, conflict);
  }
}
