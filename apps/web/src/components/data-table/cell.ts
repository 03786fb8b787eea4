import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table.types';

/** What an empty cell shows in every list: a dash (read out as such) rather than nothing. */
export const EMPTY_CELL = '—';

/** A column's cell for one row, the dash when the column has nothing to show. */
export function cellOf<T>(column: DataTableColumn<T>, row: T): ReactNode {
  const value = column.cell(row);
  return value === null || value === undefined || value === false || value === '' ? EMPTY_CELL : value;
}
