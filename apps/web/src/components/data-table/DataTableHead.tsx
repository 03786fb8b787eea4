import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DataTableColumn, ListSort } from './data-table.types';

interface DataTableHeadProps<T> {
  readonly columns: readonly DataTableColumn<T>[];
  readonly sort?: ListSort;
  /** Absent: no header sorts. */
  readonly onSortChange?: (sort: ListSort) => void;
}

/**
 * The header row. A column with a sortKey is a button that orders the list by it on the server:
 * ascending first, the other way on a second press; `aria-sort` tells which column orders the
 * rows and how.
 */
export function DataTableHead<T>({ columns, sort, onSortChange }: DataTableHeadProps<T>) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => {
          const active = Boolean(c.sortKey) && sort?.by === c.sortKey;
          const direction = active && sort?.direction === 'DESC' ? 'desc' : 'asc';
          return (
            <TableCell
              key={c.id}
              align={c.align}
              sx={{ fontWeight: 600, width: c.width }}
              aria-sort={active ? (direction === 'desc' ? 'descending' : 'ascending') : undefined}
            >
              {c.sortKey && onSortChange ? (
                <TableSortLabel
                  active={active}
                  direction={direction}
                  onClick={() => onSortChange({ by: c.sortKey!, direction: active && direction === 'asc' ? 'DESC' : 'ASC' })}
                >
                  {c.header}
                </TableSortLabel>
              ) : (
                c.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
