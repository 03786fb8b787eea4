import { LIMITS } from '@portal/domain';
import { useCallback, useState } from 'react';

/**
 * Page and page size of one of the dashboard's lists. Kept in the component, not the address: the
 * screen holds two paged lists, and the list parameters of the address (useListParams) name one.
 */
export function usePaging() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRows] = useState<number>(LIMITS.defaultPageSize);
  const setRowsPerPage = useCallback((rows: number) => {
    setRows(rows);
    setPage(0);
  }, []);
  const firstPage = useCallback(() => setPage(0), []);
  return { page, rowsPerPage, setPage, setRowsPerPage, firstPage };
}
