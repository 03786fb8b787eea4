import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { DataTableColumn, ListSort, SortDirection } from './data-table.types';

interface DataTableSortSelectProps<T> {
  readonly columns: readonly DataTableColumn<T>[];
  readonly sort?: ListSort;
  readonly onSortChange: (sort: ListSort) => void;
}

const DIRECTIONS: readonly SortDirection[] = ['ASC', 'DESC'];

/**
 * The order of a card list (phones have no column headers to press): one choice per sortable
 * column and direction ("Nome, crescente"). Nothing when no column sorts.
 */
export function DataTableSortSelect<T>({ columns, sort, onSortChange }: DataTableSortSelectProps<T>) {
  const intl = useIntl();
  const sortable = columns.filter((c) => c.sortKey);
  if (sortable.length === 0) return null;
  const options = sortable.flatMap((c) =>
    DIRECTIONS.map((direction) => ({
      value: `${c.sortKey!}:${direction}`,
      label: intl.formatMessage(
        { id: 'table.sortOption' },
        { column: typeof c.header === 'string' ? c.header : c.id, direction: intl.formatMessage({ id: direction === 'ASC' ? 'table.sortAscending' : 'table.sortDescending' }) },
      ),
    })),
  );
  const value = sort ? `${sort.by}:${sort.direction}` : '';
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={intl.formatMessage({ id: 'table.sortBy' })}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => {
        const [by, direction] = e.target.value.split(':') as [string, SortDirection];
        onSortChange({ by, direction });
      }}
      sx={{ mb: 1.5 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
