import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PermissaoAcessoPasta } from '@portal/domain';
import type { Tx } from '../../platform/db/transaction.js';
import { queryRow, queryRows } from '../../platform/db/typed-rows.js';
import { AppError, badInput } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { asUniqueConflict } from '../../platform/db/unique-violation.js';
import { visibleTo } from '../user-groups/user-groups.policy.js';
import { itensBiblioteca, permissoesPasta } from './library.tables.js';

/** Pieces every library write shares: tree locking, name uniqueness, inserting items, grants. */

/** The `id` answered by the raw statements below (checked, not asserted). */
const Id = z.object({ id: z.number() });

/** Audit entity of library items (folders and files). */
export const AUDIT_ENTIDADE = 'itemBiblioteca';

/**
 * Paths (caminho) are copied from the parent when an item is created and rewritten for a whole
 * subtree when one moves. A move takes this lock exclusively, creations take it shared: a child
 * can never be inserted under a subtree while that subtree's paths are being rewritten (it would
 * keep the old path). Creations do not block each other.
 */
const TREE_LOCK = 4_999_490;

/** Shared tree lock (creating items). */
export const lockTreeShared = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock_shared(${TREE_LOCK})`);
/** Exclusive tree lock (moving a subtree). */
export const lockTreeExclusive = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);

/** A CONFLICT naming the field, for a name already taken in a folder. */
export function nomeConflict(field: string, nome: string, key = 'error.biblioteca.nomeDuplicado'): AppError {
  return new AppError('CONFLICT', key, { nome }, [{ field, key, values: { nome } }]);
}

/**
 * CONFLICT when the folder (null = root) already holds an item of this name, compared
 * case-insensitively (citext, the unique index itens_biblioteca_nome_uq); `exceptId` is the
 * item being renamed.
 */
export async function assertNomeLivre(
  tx: Tx,
  paiId: number | null,
  nome: string,
  conflict: () => AppError,
  exceptId = 0,
): Promise<void> {
  const i = itensBiblioteca;
  // coalesce(pasta_pai_id, 0): the unique index's own expression (the root is folder 0).
  const rows = await tx
    .select({ id: i.id })
    .from(i)
    .where(and(sql`coalesce(${i.pastaPaiId}, 0) = ${paiId ?? 0}`, eq(i.nome, nome), ne(i.id, exceptId)));
  if (rows.length) throw conflict();
}

/** Two writers racing past assertNomeLivre meet the unique index: the same CONFLICT. */
export function asNomeConflict(err: unknown, conflict: () => AppError): unknown {
  return asUniqueConflict(err, { itens_biblioteca_nome_uq: conflict });
}

/**
 * Inserts an item under `paiCaminho` (the parent's path; [] at the root) and returns its id: the id
 * is drawn first so the path (parent's path + own id) is written in the same statement.
 */
export async function insertItem(
  tx: Tx,
  item: { nome: string; pasta: boolean; paiId: number | null; paiCaminho: readonly number[]; proprietarioId: number; arquivoId?: string },
): Promise<number> {
  // Raw SQL: the id is drawn in the statement and used twice (the row's id and the end of its path).
  const row = await queryRow(tx, Id, sql`
    with n as (select nextval(pg_get_serial_sequence('itens_biblioteca', 'id'))::int as id)
    insert into itens_biblioteca (id, nome, pasta, pasta_pai_id, caminho, proprietario_id, arquivo_id, conteudo)
    select n.id, ${item.nome}, ${item.pasta}, ${item.paiId}, ${sql.param([...item.paiCaminho])}::int[] || n.id,
           ${item.proprietarioId}, ${item.arquivoId ?? null}::uuid,
           (select a.texto from arquivos a where a.id = ${item.arquivoId ?? null}::uuid)
      from n returning id`);
  if (!row) throw new Error('insertItem: insert … returning answered no row');
  return row.id;
}

/** A folder's contents changed: its ultimaModificacao moves to now. */
export async function touch(tx: Tx, ids: readonly (number | null)[]): Promise<void> {
  const list = [...new Set(ids.filter((id): id is number => id != null))];
  if (list.length) {
    await tx.update(itensBiblioteca).set({ ultimaModificacao: sql`now()` }).where(inArray(itensBiblioteca.id, list));
  }
}

/**
 * BAD_USER_INPUT naming idsGrupoAcesso unless every group exists, is active and is visible to
 * the caller (public, or private and theirs: user-groups visibility). One message for all three
 * cases, so a private group of someone else is not revealed.
 */
export async function assertGruposUtilizaveis(tx: Tx, caller: CurrentUser, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // user-groups' table: its tables are private to it, so a lower area's table is read through SQL.
  const rows = await queryRows(tx, Id, sql`
    select g.id from grupos_usuarios g
     where g.id = any(${sql.param([...ids])}::int[]) and g.active and ${visibleTo(caller)}`);
  const ok = new Set(rows.map((r) => r.id));
  const bad = ids.filter((id) => !ok.has(id));
  if (bad.length) {
    throw badInput(bad.map((id) => ({ field: 'idsGrupoAcesso', key: 'error.biblioteca.grupoInvalido', values: { valor: id } })));
  }
}

/**
 * The folder's own grants on groups the caller cannot see (other users' private groups). Grant
 * forms show them without a name and cannot edit them, so a save keeps them as they are: they
 * are neither refused as unusable nor dropped because the form did not send them.
 */
export async function hiddenGrants(tx: Tx, caller: CurrentUser, pastaId: number): Promise<Map<number, PermissaoAcessoPasta>> {
  const pp = permissoesPasta;
  const rows = await tx
    .select({
      grupoId: pp.grupoUsuariosId,
      // The column holds only LEITURA or LEITURA_ESCRITA (written by replaceGrants). Qualified by
      // hand: a column inside a selected expression renders without its table.
      permissao: sql<PermissaoAcessoPasta>`permissoes_pasta.permissao`,
    })
    .from(pp)
    // user-groups' table stays SQL (its tables are private to it); the foreign key makes this
    // exists the former inner join.
    .where(
      and(
        eq(pp.pastaId, pastaId),
        sql`exists (select 1 from grupos_usuarios g where g.id = ${pp.grupoUsuariosId} and not ${visibleTo(caller)})`,
      ),
    );
  return new Map(rows.map((r) => [r.grupoId, r.permissao]));
}

/** Replaces a folder's own grants; returns the grants as stored (for the audit row). */
export async function replaceGrants(
  tx: Tx,
  pastaId: number,
  grants: ReadonlyMap<number, PermissaoAcessoPasta>,
): Promise<{ grupoId: number; permissao: PermissaoAcessoPasta }[]> {
  await tx.delete(permissoesPasta).where(eq(permissoesPasta.pastaId, pastaId));
  const rows = [...grants].map(([grupoId, permissao]) => ({ grupoId, permissao })).sort((a, b) => a.grupoId - b.grupoId);
  if (rows.length) {
    await tx.insert(permissoesPasta).values(rows.map((r) => ({ pastaId, grupoUsuariosId: r.grupoId, permissao: r.permissao })));
  }
  return rows;
}

/** A folder's own grants, by group id (the audit row's before). */
export async function grantsOf(tx: Tx, pastaId: number): Promise<{ grupoId: number; permissao: string }[]> {
  return tx
    .select({ grupoId: permissoesPasta.grupoUsuariosId, permissao: permissoesPasta.permissao })
    .from(permissoesPasta)
    .where(eq(permissoesPasta.pastaId, pastaId))
    .orderBy(permissoesPasta.grupoUsuariosId);
}
