import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { srOnly } from '../a11y/sr-only';
import { NextSlice } from '../../lib/startup/first-load-slices';
import { cellOf } from './cell';
import type { DataTableColumn, DataTableLayout, ListSort } from './data-table.types';
import { DataTableCards } from './DataTableCards';
import { DataTableHead } from './DataTableHead';
import { DataTablePagination } from './DataTablePagination';
import { DataTableSkeleton } from './DataTableSkeleton';
import { DataTableSortSelect } from './DataTableSortSelect';
import { NARROW_QUERY } from './narrow';
import { rowOpenProps } from './row-open';

export interface DataTableProps<T> {
  /** What the list is ("Dealers"): the table's caption, the card list's accessible name. */
  readonly label: string;
  readonly columns: readonly DataTableColumn<T>[];
  /** The current page's rows; undefined before the first answer. */
  readonly rows: readonly T[] | undefined;
  readonly getRowKey: (row: T) => string;
  /** Rows matching the filters on the server, all pages together. */
  readonly totalElements: number;
  /** 0-based. */
  readonly page: number;
  readonly rowsPerPage: number;
  readonly onPageChange: (page: number) => void;
  /** Called with one of LIMITS.pageSizeOptions; the caller goes back to page 0. */
  readonly onRowsPerPageChange: (rowsPerPage: number) => void;
  readonly loading?: boolean;
  /** A failed load: shown with a retry button instead of the rows. */
  readonly error?: unknown;
  readonly onRetry?: () => void;
  /** Shown when the server answers no row; a generic sentence by default. */
  readonly emptyMessage?: ReactNode;
  /** Forces a layout; by default cards below LIMITS.tableBreakpointPx, a table from there up. */
  readonly layout?: DataTableLayout;
  /** The order the rows are in (the header of its column shows it). */
  readonly sort?: ListSort;
  /** Called when a sortable header (a column with sortKey) is pressed; absent: no header sorts. */
  readonly onSortChange?: (sort: ListSort) => void;
  /** Opens a row's record: a click on the row (not on its controls) or Enter on the focused row. */
  readonly onRowOpen?: (row: T) => void;
  /** Which rows open (all by default): a row kept as history may have nothing to open. */
  readonly canOpenRow?: (row: T) => boolean;
}


/** A row that opens its record shows it: the pointer, and the focus ring when reached by keyboard. */
const openableRow = {
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/**
 * A list paged on the server (DESIGN.md: lists that can grow are paged on the server): the caller
 * owns page, rowsPerPage, the order and the query; the table draws the rows (a table, or cards
 * under 768 px so a 360 px screen needs no sideways scrolling), "—" in empty cells, sortable
 * headers, rows that open their record, the pagination with LIMITS.pageSizeOptions, and the
 * loading (skeleton), error (with retry) and empty states.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, getRowKey, totalElements, page, rowsPerPage, loading = false, error, onRetry, canOpenRow } = props;
  const onRowOpen = props.onRowOpen;
  const openerOf = (row: T) => (onRowOpen && (canOpenRow?.(row) ?? true) ? () => onRowOpen(row) : undefined);
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const layout = props.layout ?? (narrow ? 'cards' : 'table');
  const lastPage = Math.max(0, Math.ceil(totalElements / rowsPerPage) - 1);
  const { onPageChange } = props;

  // A page past the end (rows removed meanwhile, or an old link): go to the last page that exists.
  useEffect(() => {
    if (!loading && !error && rows?.length === 0 && page > lastPage) onPageChange(lastPage);
  }, [loading, error, rows, page, lastPage, onPageChange]);

  const errorAlert = error ? (
    <Alert
      severity="error"
      sx={{ mb: 1 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="table.retry" />
          </Button>
        ) : undefined
      }
    >
      <FormattedMessage id="table.error" />
    </Alert>
  ) : null;

  // Failed with nothing to show: only the error. Failed on a later page or refetch: the rows
  // already on screen stay, under the error.
  if (error && !rows?.length) return errorAlert;

  if (!rows) return <DataTableSkeleton columns={columns} rowsPerPage={rowsPerPage} layout={layout} />;

  if (rows.length === 0 && !loading) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
        <Typography>{props.emptyMessage ?? <FormattedMessage id="table.empty" />}</Typography>
      </Paper>
    );
  }

  const pagination = (
    <DataTablePagination
      totalElements={totalElements}
      page={Math.min(page, lastPage)}
      rowsPerPage={rowsPerPage}
      onPageChange={onPageChange}
      onRowsPerPageChange={props.onRowsPerPageChange}
      compact={layout === 'cards'}
    />
  );

  // On the page's first drawing the rows come one task after the page's header and toolbar.
  return (
    <NextSlice>
      <Box sx={{ position: 'relative' }}>
        {errorAlert}
        {loading ? (
          <LinearProgress aria-label={intl.formatMessage({ id: 'table.loading' })} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />
        ) : null}
        {layout === 'cards' ? (
          <>
            {props.onSortChange ? <DataTableSortSelect columns={columns} sort={props.sort} onSortChange={props.onSortChange} /> : null}
            <DataTableCards label={label} columns={columns} rows={rows} getRowKey={getRowKey} busy={loading} openerOf={openerOf} />
            {pagination}
          </>
        ) : (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-busy={loading || undefined}>
                <Box component="caption" sx={srOnly}>
                  {label}
                </Box>
                <DataTableHead columns={columns} sort={props.sort} onSortChange={props.onSortChange} />
                <TableBody>
                  {rows.map((row) => {
                    const open = openerOf(row);
                    return (
                      <TableRow key={getRowKey(row)} hover {...rowOpenProps(open)} sx={open ? openableRow : undefined}>
                        {columns.map((c) => (
                          <TableCell key={c.id} align={c.align}>
                            {cellOf(c, row)}
                          </TableCell>
                        ))}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            {pagination}
          </Paper>
        )}
      </Box>
    </NextSlice>
  );
}
