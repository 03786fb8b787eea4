import { sql, type SQL } from 'drizzle-orm';
import { badInput } from '../errors.js';
import { addMessages } from '../i18n/messages.js';

export type SortDirection = 'ASC' | 'DESC';

/** The sort part of every list filter (GraphQL `sortBy`, `sortDirection`). */
export interface SortFilter {
  sortBy?: string | null;
  sortDirection?: SortDirection | null;
}

/** How one list may be ordered. */
export interface ListSort {
  /** API field name -> SQL expression; only these may be asked for (never spliced from input). */
  columns: Readonly<Record<string, SQL>>;
  /** The column when none is asked for. */
  default: string;
  /** The direction when none is asked for. */
  defaultDirection?: SortDirection;
  /** A unique expression after the column, so pages never overlap (usually the id). */
  tieBreak: SQL;
}

/**
 * `order by` of a list: the asked column (whitelisted per list: each is cheap to order, on an
 * index where the table is big) then the tie-break, both in the asked direction so one index can
 * be read backwards. An unknown column is BAD_USER_INPUT naming `sortBy`.
 */
export function listOrder(filtro: SortFilter, sort: ListSort): SQL {
  return sql`order by ${listOrderBy(filtro, sort)}`;
}

/** The same order without the `order by` keywords, for the query builder's `.orderBy(…)`. */
export function listOrderBy(filtro: SortFilter, sort: ListSort): SQL {
  const key = filtro.sortBy ?? sort.default;
  const column = Object.hasOwn(sort.columns, key) ? sort.columns[key] : undefined;
  if (!column) {
    throw badInput([{ field: 'sortBy', key: 'error.sortBy' }]);
  }
  const dir = (filtro.sortDirection ?? (filtro.sortBy ? 'ASC' : (sort.defaultDirection ?? 'ASC'))) === 'DESC' ? sql`desc` : sql`asc`;
  return sql`${column} ${dir}, ${sort.tieBreak} ${dir}`;
}

// Every sortable list of every area answers these, so they live with the helper.
addMessages({
  PT_BR: { 'error.sortBy': 'Esta lista não pode ser ordenada por essa coluna.', 'field.sortBy': 'ordenação' },
  ES: { 'error.sortBy': 'Esta lista no se puede ordenar por esa columna.', 'field.sortBy': 'orden' },
  EN: { 'error.sortBy': 'This list cannot be sorted by that column.', 'field.sortBy': 'sort' },
});
