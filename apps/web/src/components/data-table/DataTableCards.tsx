import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { focusRing } from '../a11y/sr-only';
import { cellOf } from './cell';
import type { DataTableColumn } from './data-table.types';
import { rowOpenProps } from './row-open';

interface DataTableCardsProps<T> {
  readonly label: string;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  readonly getRowKey: (row: T) => string;
  readonly busy: boolean;
  /** How a card opens its record (a click on the card, Enter on the focused card); undefined: it does not. */
  readonly openerOf: (row: T) => (() => void) | undefined;
}

/**
 * The rows of a DataTable as stacked cards (narrow screens, spec 01 §9: tables switch at 768 px).
 * A list of cards, each a description list of header → value, so a screen reader still hears
 * which value belongs to which column; values shown without a label (actions, status) follow it.
 */
export function DataTableCards<T>({ label, columns, rows, getRowKey, busy, openerOf }: DataTableCardsProps<T>) {
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
      {rows.map((row) => {
        const open = openerOf(row);
        return (
          <Paper
            component="li"
            key={getRowKey(row)}
            variant="outlined"
            {...rowOpenProps(open)}
            sx={{
              p: 2,
              overflowWrap: 'anywhere',
              ...(open ? { cursor: 'pointer', '&:focus-visible': focusRing } : {}),
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
        );
      })}
    </Box>
  );
}
