import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import { srOnly } from '../a11y/sr-only';
import type { DataTableColumn, DataTableLayout } from './data-table.types';

/** Placeholder rows before a list's first answer: at most this many (spec 02 §9 shows five). */
export const SKELETON_ROWS = 5;

interface DataTableSkeletonProps<T> {
  readonly columns: readonly DataTableColumn<T>[];
  readonly rowsPerPage: number;
  readonly layout: DataTableLayout;
}

/**
 * The shape of the list to come (its headers and grey rows, or grey cards on phones) until the
 * first answer, so the page does not jump when it arrives. The shapes are hidden from assistive
 * technology (they hold nothing yet); a screen reader hears "Loading…".
 */
export function DataTableSkeleton<T>({ columns, rowsPerPage, layout }: DataTableSkeletonProps<T>) {
  const intl = useIntl();
  const rows = Array.from({ length: Math.min(rowsPerPage, SKELETON_ROWS) }, (_, i) => i);
  const status = (
    <Box role="status" sx={srOnly}>
      {intl.formatMessage({ id: 'table.loading' })}
    </Box>
  );
  if (layout === 'cards') {
    return (
      <>
        {status}
        <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((i) => (
            <Skeleton key={i} variant="rounded" height={112} data-testid="table-skeleton-row" />
          ))}
        </Box>
      </>
    );
  }
  return (
    <>
      {status}
      <Paper variant="outlined" aria-hidden>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.id} align={c.align} sx={{ fontWeight: 600, width: c.width }}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((i) => (
              <TableRow key={i} data-testid="table-skeleton-row">
                {columns.map((c) => (
                  <TableCell key={c.id}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
