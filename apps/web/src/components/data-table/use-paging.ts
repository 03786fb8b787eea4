import { LIMITS } from '@portal/domain';
import { useCallback, useState } from 'react';

/** A table's page (0-based) and page size. */
export interface Paging {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly setPage: (page: number) => void;
  /** A new page size starts again from the first page. */
  readonly setRowsPerPage: (rowsPerPage: number) => void;
  /** Back to the first page (the search or the rows changed). */
  readonly firstPage: () => void;
}

/**
 * Page and page size kept in the component, not the address: for a table that is not the screen's
 * list (a dialog's, a tab's, a section under a record, one of several lists on a screen). The
 * address keeps the screen's own list (useListParams); these start at the first page each time
 * they are mounted.
 */
export function usePaging(): Paging {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRows] = useState<number>(LIMITS.defaultPageSize);
  const setRowsPerPage = useCallback((rows: number) => {
    setRows(rows);
    setPage(0);
  }, []);
  const firstPage = useCallback(() => setPage(0), []);
  return { page, rowsPerPage, setPage, setRowsPerPage, firstPage };
}

/** A DataTable's paging props: `<DataTable {...pagingTableProps(paging)} … />`. */
export function pagingTableProps(paging: Pick<Paging, 'page' | 'rowsPerPage' | 'setPage' | 'setRowsPerPage'>) {
  return { page: paging.page, rowsPerPage: paging.rowsPerPage, onPageChange: paging.setPage, onRowsPerPageChange: paging.setRowsPerPage };
}

/** The current page's rows of a list the client holds whole (a preview, a short answer). */
export function pageOf<T>(rows: readonly T[] | undefined, paging: Pick<Paging, 'page' | 'rowsPerPage'>): T[] | undefined {
  return rows?.slice(paging.page * paging.rowsPerPage, (paging.page + 1) * paging.rowsPerPage);
}
