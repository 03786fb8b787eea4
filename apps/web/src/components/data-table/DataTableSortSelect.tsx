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
 * column and direction ("Nome, crescente"). Nothing when no column sorts. A native select: on a
 * phone it opens the system's own picker (made for a thumb, read by its screen reader), and the
 * list's first drawing carries no menu (MUI's Select draws its Menu, Popover and Modal hooks even
 * closed).
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
  const asked = sort ? `${sort.by}:${sort.direction}` : '';
  // An order no option names (none yet) shows empty, as a native select would otherwise show the first.
  const value = options.some((o) => o.value === asked) ? asked : '';
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={intl.formatMessage({ id: 'table.sortBy' })}
      value={value}
      onChange={(e) => {
        const [by, direction] = e.target.value.split(':') as [string, SortDirection];
        onSortChange({ by, direction });
      }}
      sx={{ mb: 1.5 }}
      slotProps={{ select: { native: true } }}
    >
      {value === '' ? <option value="" disabled /> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
