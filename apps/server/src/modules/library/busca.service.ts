import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import { selectItens, type ItemView } from './item.view.js';
import { readableSql, type LibraryAccess } from './library.policy.js';

/**
 * Library search (spec 02 §2, §7): names and extracted contents through the generated tsvector
 * `busca` (configuration portal_pt: Portuguese stemming, accents ignored; GIN index
 * itens_biblioteca_busca_idx), readable items only, best match first.
 */

/** Most words of one search taken into the query (a search box, not a document). */
const MAX_TERMS = 10;

/** Answers of buscaBiblioteca (the unpaged variant). */
export const BUSCA_BIBLIOTECA_MAX = 20;

/**
 * The tsquery text of a search: every word (letters and digits only, so no tsquery syntax can get
 * through) as a prefix term, all required — "relat anual" finds "Relatórios anuais". null when
 * the text has no word.
 */
export function tsqueryOf(texto: string | null | undefined): string | null {
  const words = (texto ?? '').normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_TERMS)
    .map((w) => `${w.toLowerCase()}:*`)
    .join(' & ');
}

/** One page of the search, ranked by ts_rank then newest, with the total of matches. */
export async function buscaBibliotecaPaged(
  db: DbOrTx,
  access: LibraryAccess,
  filtro: { busca: string } & PageFilter,
): Promise<{ content: ItemView[]; totalElements: number }> {
  const page = paging(filtro);
  const query = tsqueryOf(filtro.busca);
  if (!query) return { content: [], totalElements: 0 };
  const matches = sql`from itens_biblioteca i, to_tsquery('portal_pt', ${query}) q
     where i.busca @@ q and ${readableSql(access)}`;
  const { items, total } = await selectItens(db, access, sql`
    select i.id, row_number() over (order by ts_rank(i.busca, q) desc, i.ultima_modificacao desc, i.id) as ord,
           count(*) over () as total
      ${matches}
     order by ord limit ${page.limit} offset ${page.offset}`);
  let totalElements = total ?? 0;
  if (items.length === 0 && page.offset > 0) {
    const c = await db.execute<{ n: number }>(sql`select count(*)::int as n ${matches}`);
    totalElements = c.rows[0]?.n ?? 0;
  }
  return { content: items, totalElements };
}

/** The same search, first BUSCA_BIBLIOTECA_MAX answers. */
export async function buscaBiblioteca(db: DbOrTx, access: LibraryAccess, texto: string): Promise<ItemView[]> {
  const { content } = await buscaBibliotecaPaged(db, access, { busca: texto, page: 0, rowsPerPage: BUSCA_BIBLIOTECA_MAX });
  return content;
}
