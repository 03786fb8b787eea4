import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@portal/domain';
import { DataTablePagination } from '../../components/data-table/DataTablePagination';
import { ItemCard } from './ItemCard';
import type { ItemTableProps } from './ItemTable';

/** The list's paging props, shared with the table of list mode. */
type ItemCardGridProps = Omit<ItemTableProps, 'showSize' | 'loading' | 'emptyMessage'>;

const NARROW = `(max-width:${LIMITS.tableBreakpointPx - 0.02}px)`;

/** Grid mode: a list of item cards with the shared pagination (5/10/15). */
export function ItemCardGrid({ label, rows, list, totalElements, page, rowsPerPage, onPageChange, onRowsPerPageChange }: ItemCardGridProps) {
  const narrow = useMediaQuery(NARROW, { noSsr: true });
  return (
    <Box>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}
      >
        {rows.map((item) => (
          <ItemCard key={item.id} item={item} list={list} />
        ))}
      </Box>
      <DataTablePagination
        totalElements={totalElements}
        page={page}
        rowsPerPage={rowsPerPage}
        onPageChange={onPageChange}
        onRowsPerPageChange={onRowsPerPageChange}
        compact={narrow}
      />
    </Box>
  );
}
