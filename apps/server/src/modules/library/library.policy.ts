import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canAccess, FEATURES, type PermissaoAcessoPasta } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { forbidden, notFound, type EntityName } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { gruposDoUsuario } from '../user-groups/audience.service.js';
import { itensBiblioteca, permissoesPasta } from './library.tables.js';

/**
 * Row-level access to the library (spec 02 §6; decided in library.graphql):
 * - a user holding PORTAL_GERENCIAR_BIBLIOTECA (the provider passes any one-feature check)
 *   manages the whole library: LEITURA_ESCRITA on every item;
 * - anyone else: the highest grant (permissoes_pasta) on any folder of the item's path (caminho:
 *   root..item) to one of the user groups they belong to; 'LEITURA_ESCRITA' > 'LEITURA' as text,
 *   so max() picks it; no grant = the item does not exist for them (NOT_FOUND, never FORBIDDEN).
 * The user's groups and the folders granted to them are read once per request (LibraryAccess);
 * lists then filter with one array test on the GIN-indexed caminho and compute each item's level
 * in the same statement.
 */
export interface LibraryAccess {
  usuarioId: number;
  /** Library manager: write everywhere. */
  gestor: boolean;
  /** The active user groups the caller belongs to (empty for managers: not needed). */
  grupos: readonly number[];
  /** Folders granted (any level) to those groups: an item is readable when its caminho meets them. */
  pastasLeitura: readonly number[];
  /** Folders granted LEITURA_ESCRITA to those groups. */
  pastasEscrita: readonly number[];
}

/** Who manages the whole library (reads and writes every folder). */
export const MANAGE_LIBRARY = { features: [FEATURES.PORTAL_GERENCIAR_BIBLIOTECA] };

/** Whether the user manages the whole library. */
export const isGestorBiblioteca = (user: CurrentUser): boolean => canAccess(user, MANAGE_LIBRARY);

/** The caller's library access: two small queries, once per request. */
export async function libraryAccess(db: DbOrTx, user: CurrentUser): Promise<LibraryAccess> {
  const base = { usuarioId: user.id, grupos: [], pastasLeitura: [], pastasEscrita: [] };
  if (isGestorBiblioteca(user)) return { ...base, gestor: true };
  const grupos = await gruposDoUsuario(db, user.id);
  if (grupos.length === 0) return { ...base, gestor: false };
  const pp = permissoesPasta;
  // An aggregate without group by answers exactly one row.
  const [row] = await db
    .select({
      leitura: sql<number[]>`coalesce(array_agg(distinct ${pp.pastaId}), '{}')`,
      escrita: sql<number[]>`coalesce(array_agg(distinct ${pp.pastaId}) filter (where ${pp.permissao} = 'LEITURA_ESCRITA'), '{}')`,
    })
    .from(pp)
    .where(sql`${pp.grupoUsuariosId} = any(${ints(grupos)})`);
  return { ...base, gestor: false, grupos, pastasLeitura: row?.leitura ?? [], pastasEscrita: row?.escrita ?? [] };
}

/** An int[] parameter. */
export const ints = (list: readonly number[]): SQL => sql`${sql.param([...list])}::int[]`;

/** Filter: the item under `alias` is readable by the caller. */
export function readableSql(access: LibraryAccess, alias = 'i'): SQL {
  if (access.gestor) return sql`true`;
  if (access.pastasLeitura.length === 0) return sql`false`;
  return sql`${sql.identifier(alias)}.caminho && ${ints(access.pastasLeitura)}`;
}

/** The caller's level on the item under `alias` (text; null = not readable), for a select list. */
export function levelSql(access: LibraryAccess, alias = 'i'): SQL {
  if (access.gestor) return sql`'LEITURA_ESCRITA'::text`;
  if (access.grupos.length === 0) return sql`null::text`;
  return sql`(select max(pp.permissao) from permissoes_pasta pp
               where pp.pasta_id = any(${sql.identifier(alias)}.caminho) and pp.grupo_usuarios_id = any(${ints(access.grupos)}))`;
}

/** What the rules of one item need: its place in the tree and the caller's level on it. */
export interface ItemAcesso {
  id: number;
  nome: string;
  pasta: boolean;
  pastaPaiId: number | null;
  caminho: number[];
  arquivoId: string | null;
  nivel: PermissaoAcessoPasta | null;
}

/** One item with the caller's level (null when it does not exist); `lock` takes its row lock. */
export async function itemAcesso(db: DbOrTx, access: LibraryAccess, id: number, lock = false): Promise<ItemAcesso | null> {
  const i = alias(itensBiblioteca, 'i');
  const query = db
    .select({
      id: i.id,
      nome: i.nome,
      pasta: i.pasta,
      pastaPaiId: i.pastaPaiId,
      caminho: i.caminho,
      arquivoId: i.arquivoId,
      nivel: sql<PermissaoAcessoPasta | null>`${levelSql(access)}`,
    })
    .from(i)
    .where(eq(i.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The item if the caller may read it; NOT_FOUND otherwise (its existence is not revealed). */
export async function assertReadable(db: DbOrTx, access: LibraryAccess, id: number, entity: EntityName = 'itemBiblioteca', lock = false) {
  const item = await itemAcesso(db, access, id, lock);
  if (!item?.nivel) throw notFound(entity);
  return item;
}

/** The item if the caller may write it; NOT_FOUND when unreadable, FORBIDDEN when read-only. */
export async function assertWritable(db: DbOrTx, access: LibraryAccess, id: number, entity: EntityName = 'itemBiblioteca', lock = false) {
  const item = await assertReadable(db, access, id, entity, lock);
  if (item.nivel !== 'LEITURA_ESCRITA') throw forbidden();
  return item;
}
