import TablePagination from '@mui/material/TablePagination';
import { LIMITS } from '@portal/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';

interface DataTablePaginationProps {
  readonly totalElements: number;
  readonly page: number;
  readonly rowsPerPage: number;
  readonly onPageChange: (page: number) => void;
  readonly onRowsPerPageChange: (rowsPerPage: number) => void;
  /** Narrow screens: no first/last buttons, and the controls may wrap onto two lines. */
  readonly compact: boolean;
}

/**
 * MUI's pagination with the shared rows-per-page options and translated labels. On phones the
 * rows-per-page choice is a native select (the system's picker, as the cards' sort choice).
 */
export function DataTablePagination({ totalElements, page, rowsPerPage, onPageChange, onRowsPerPageChange, compact }: DataTablePaginationProps) {
  const intl = useIntl();
  // MUI names its native select by nothing: the label ("Rows per page") is tied to it here.
  const labelId = useId();
  const options = LIMITS.pageSizeOptions.includes(rowsPerPage)
    ? LIMITS.pageSizeOptions
    : [...LIMITS.pageSizeOptions, rowsPerPage].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={totalElements}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...options]}
      onPageChange={(_, next) => onPageChange(next)}
      onRowsPerPageChange={(e) => onRowsPerPageChange(Number(e.target.value))}
      slotProps={{ select: { labelId, ...(compact && { native: true, inputProps: { 'aria-labelledby': labelId } }) } }}
      showFirstButton={!compact}
      showLastButton={!compact}
      labelRowsPerPage={intl.formatMessage({ id: 'table.rowsPerPage' })}
      labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'table.displayedRows' }, { from, to, count })}
      getItemAriaLabel={(type) =>
        intl.formatMessage({
          id: type === 'first' ? 'table.firstPage' : type === 'last' ? 'table.lastPage' : type === 'next' ? 'table.nextPage' : 'table.previousPage',
        })
      }
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: compact ? 0 : 2, rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: compact ? 'none' : undefined },
        '& .MuiTablePagination-actions': { ml: compact ? 1 : 2.5 },
      }}
    />
  );
}
