import { LIMITS } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSort, SortDirection } from './data-table.types';

/** Search text, filters and paging of a list screen, kept in the address bar. */
export interface ListParams<K extends string> {
  /** The search text as committed (already debounced by the toolbar). */
  readonly busca: string;
  readonly setBusca: (busca: string) => void;
  /** Filter values as strings; absent = no filter. */
  readonly filters: Readonly<Partial<Record<K, string>>>;
  readonly setFilter: (key: K, value: string | null | undefined) => void;
  /** 0-based. */
  readonly page: number;
  readonly rowsPerPage: number;
  readonly setPage: (page: number) => void;
  readonly setRowsPerPage: (rowsPerPage: number) => void;
  /** The order shown: the one in the address, else the list's default (undefined: the list has none). */
  readonly sort: ListSort | undefined;
  /** Orders the list (back to the first page); the default order leaves the address. */
  readonly setSort: (sort: ListSort) => void;
  /**
   * The list query's sortBy/sortDirection: only an order asked for in the address; empty for
   * the default, which the server applies by itself.
   */
  readonly sortFilter: { readonly sortBy?: string; readonly sortDirection?: SortDirection };
  /** The query string to come back to this exact list (e.g. after saving a form). */
  readonly search: string;
}

const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * A list's state in the URL (`?busca=…&grupoId=…&sort=email&dir=desc&page=2&rows=10`, page
 * 1-based there), so the back button, a reload or a shared link give the same page of the same
 * list. Changing the search, a filter, the order or the page size goes back to the first page.
 * History entries are replaced, not pushed: typing in the search must not fill the back button's
 * history. `defaultSort` is the order the server applies when none is asked for.
 */
export function useListParams<K extends string>(filterKeys: readonly K[], defaultSort?: ListSort): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const keysKey = filterKeys.join(',');
  const defaultBy = defaultSort?.by;
  const defaultDirection = defaultSort?.direction;

  const update = useCallback(
    (changes: Record<string, string | null | undefined>, keepPage = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return useMemo(() => {
    const rows = positiveInt(params.get('rows'));
    const filters: Partial<Record<K, string>> = {};
    for (const key of keysKey ? (keysKey.split(',') as K[]) : []) {
      const v = params.get(key);
      if (v) filters[key] = v;
    }
    const sortBy = params.get('sort');
    const direction: SortDirection = params.get('dir') === 'desc' ? 'DESC' : 'ASC';
    const asked: ListSort | undefined = sortBy ? { by: sortBy, direction } : undefined;
    const byDefault: ListSort | undefined = defaultBy ? { by: defaultBy, direction: defaultDirection ?? 'ASC' } : undefined;
    return {
      busca: params.get('busca') ?? '',
      setBusca: (busca) => update({ busca: busca.trim() ? busca : null }),
      filters,
      setFilter: (key, value) => update({ [key]: value }),
      page: (positiveInt(params.get('page')) ?? 1) - 1,
      rowsPerPage: rows && LIMITS.pageSizeOptions.includes(rows) ? rows : LIMITS.defaultPageSize,
      setPage: (page) => update({ page: page > 0 ? String(page + 1) : null }, true),
      setRowsPerPage: (n) => update({ rows: n === LIMITS.defaultPageSize ? null : String(n) }),
      sort: asked ?? byDefault,
      setSort: (next) => {
        const isDefault = byDefault && next.by === byDefault.by && next.direction === byDefault.direction;
        update(isDefault ? { sort: null, dir: null } : { sort: next.by, dir: next.direction === 'DESC' ? 'desc' : null });
      },
      sortFilter: asked ? { sortBy: asked.by, sortDirection: asked.direction } : {},
      search: params.toString() ? `?${params.toString()}` : '',
    };
  }, [params, keysKey, update, defaultBy, defaultDirection]);
}

/**
 * A DataTable's paging and order bound to the list's state in the address:
 * `<DataTable {...listTableProps(list)} … />`.
 */
export function listTableProps<K extends string>(list: ListParams<K>) {
  return {
    page: list.page,
    rowsPerPage: list.rowsPerPage,
    onPageChange: list.setPage,
    onRowsPerPageChange: list.setRowsPerPage,
    sort: list.sort,
    onSortChange: list.setSort,
  };
}
