import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { likePattern } from '../../platform/db/paging.js';
import { notFound } from '../../platform/errors.js';
import { itemView, selectItens, type ItemView } from './item.view.js';
import { assertReadable, ints, readableSql, type LibraryAccess } from './library.policy.js';

/** The library's reading side (spec 02 §2 "Library screen", §7): folders, listings and recent files. */

/**
 * Most children one listing answers. The screen shows a folder whole (no paging in the spec);
 * the cap keeps a pathological folder from answering an unbounded list.
 */
export const ITEMS_POR_PASTA_MAX = 5000;

/** Recent files on the library root and the home page. */
export const ULTIMOS_MODIFICADOS_MAX = 30;

/** Most answers of pastasComPermissaoEscrita (a picker with a search box). */
export const PASTAS_ESCRITA_MAX = 50;

/** A folder the caller can read, or NOT_FOUND (a file id is not a folder). */
export async function pasta(db: DbOrTx, access: LibraryAccess, id: number): Promise<ItemView> {
  const item = await assertReadable(db, access, id, 'pasta');
  if (!item.pasta) throw notFound('pasta');
  return (await itemView(db, access, id))!;
}

/**
 * The readable children of a folder, folders first, then by name (index itens_biblioteca_pai_idx).
 * Every child of a readable folder is readable (grants inherit down the path). At the root
 * (idPastaPai null): managers see the root folders; anyone else the top-most folders granted to
 * them — a granted folder none of whose ancestors is granted — so a folder shared below an
 * unreadable one still shows up.
 */
export async function itemsPorPasta(db: DbOrTx, access: LibraryAccess, idPastaPai: number | null): Promise<ItemView[]> {
  let where;
  if (idPastaPai != null) {
    const pai = await assertReadable(db, access, idPastaPai, 'pasta');
    if (!pai.pasta) throw notFound('pasta');
    where = sql`i.pasta_pai_id = ${idPastaPai}`;
  } else if (access.gestor) {
    where = sql`i.pasta_pai_id is null`;
  } else if (access.pastasLeitura.length === 0) {
    return [];
  } else {
    const granted = ints(access.pastasLeitura);
    where = sql`i.id = any(${granted}) and i.pasta
      and not (i.caminho[1:cardinality(i.caminho) - 1] && ${granted})`;
  }
  const { items } = await selectItens(db, access, sql`
    select i.id, row_number() over (order by i.pasta desc, i.nome, i.id) as ord, null::bigint as total
      from itens_biblioteca i where ${where}
     order by i.pasta desc, i.nome, i.id limit ${ITEMS_POR_PASTA_MAX}`);
  return items;
}

/**
 * The most recently modified readable files (not folders), newest first. The order is exactly
 * itens_biblioteca_recentes_idx's (desc nulls last, id), so a manager's list reads 30 index
 * entries; anyone else's starts from their granted folders (GIN on caminho) when those are few.
 */
export async function ultimosModificados(db: DbOrTx, access: LibraryAccess): Promise<ItemView[]> {
  const { items } = await selectItens(db, access, sql`
    select i.id, row_number() over (order by i.ultima_modificacao desc nulls last, i.id) as ord, null::bigint as total
      from itens_biblioteca i where not i.pasta and ${readableSql(access)}
     order by i.ultima_modificacao desc nulls last, i.id limit ${ULTIMOS_MODIFICADOS_MAX}`);
  return items;
}

/** A writable folder as the picker shows it (the recursive walk's row, checked by this schema). */
const PastaEscrita = z.object({
  id: z.number(),
  nome: z.string(),
  /** Names from the root to the folder, ' / '-joined. */
  caminho: z.string(),
  /** Ids from the root to the folder itself (so a picker can tell what lies inside a folder). */
  idsCaminho: z.array(z.number()),
});
export type PastaEscrita = z.infer<typeof PastaEscrita>;

/**
 * Folders the caller may write to (upload targets, move destinations: spec 02 §6), ordered by
 * their path of names, optionally filtered by name (contains); at most PASTAS_ESCRITA_MAX.
 * Walked down the tree from the top-most writable folders (a manager: the root folders), each
 * step one probe of itens_biblioteca_pai_idx (parent, pasta) that yields folders only and carries
 * the path of names along: files, the bulk of the library, are never read.
 */
export async function pastasComPermissaoEscrita(db: DbOrTx, access: LibraryAccess, busca?: string | null): Promise<PastaEscrita[]> {
  let inicio;
  if (access.gestor) {
    inicio = sql`select i.id, i.nome, array[i.nome] as nomes, i.caminho from itens_biblioteca i where i.pasta_pai_id is null and i.pasta`;
  } else if (access.pastasEscrita.length === 0) {
    return [];
  } else {
    const granted = ints(access.pastasEscrita);
    inicio = sql`select i.id, i.nome,
        (select array_agg(b.nome order by x.ord) from unnest(i.caminho) with ordinality x(id, ord)
           join itens_biblioteca b on b.id = x.id) as nomes, i.caminho
      from itens_biblioteca i
     where i.id = any(${granted}) and i.pasta and not (i.caminho[1:cardinality(i.caminho) - 1] && ${granted})`;
  }
  const like = likePattern(busca);
  // A recursive walk: raw SQL (the query builder has no recursive CTE).
  return queryRows(db, PastaEscrita, sql`
    with recursive arvore(id, nome, nomes, ids) as (
      ${inicio}
      union all
      select c.id, c.nome, a.nomes || c.nome, c.caminho from arvore a join itens_biblioteca c on c.pasta_pai_id = a.id and c.pasta
    )
    select a.id, a.nome::text as nome, array_to_string(a.nomes, ' / ') as caminho, a.ids as "idsCaminho" from arvore a
     ${like ? sql`where a.nome ilike ${like}` : sql``}
     order by a.nomes, a.id limit ${PASTAS_ESCRITA_MAX}`);
}
