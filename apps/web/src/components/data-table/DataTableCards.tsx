import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { cellOf } from './cell';
import type { DataTableColumn } from './data-table.types';
import { rowOpenProps } from './row-open';

interface DataTableCardsProps<T> {
  readonly label: string;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  readonly getRowKey: (row: T) => string;
  readonly busy: boolean;
  /** Opens a card's record (a click on the card, Enter on the focused card). */
  readonly onRowOpen?: (row: T) => void;
}

/**
 * The rows of a DataTable as stacked cards (narrow screens, spec 01 §9: tables switch at 768 px).
 * A list of cards, each a description list of header → value, so a screen reader still hears
 * which value belongs to which column; values shown without a label (actions, status) follow it.
 */
export function DataTableCards<T>({ label, columns, rows, getRowKey, busy, onRowOpen }: DataTableCardsProps<T>) {
  const primary = columns.find((c) => c.primary);
  const labelled = columns.filter((c) => c !== primary && !c.hideLabelInCard);
  const unlabelled = columns.filter((c) => c !== primary && c.hideLabelInCard);
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Paper
          component="li"
          key={getRowKey(row)}
          variant="outlined"
          {...rowOpenProps(onRowOpen && (() => onRowOpen(row)))}
          sx={{
            p: 2,
            overflowWrap: 'anywhere',
            ...(onRowOpen ? { cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } : {}),
          }}
        >
          {primary ? (
            <Typography component="div" sx={{ fontWeight: 600, mb: 1 }}>
              {cellOf(primary, row)}
            </Typography>
          ) : null}
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1.5, rowGap: 0.75 }}>
            {labelled.map((column) => (
              <Fragment key={column.id}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {cellOf(column, row)}
                </Typography>
              </Fragment>
            ))}
          </Box>
          {unlabelled.length ? (
            <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              {unlabelled.map((column) => (
                <Fragment key={column.id}>{column.cell(row)}</Fragment>
              ))}
            </Box>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
