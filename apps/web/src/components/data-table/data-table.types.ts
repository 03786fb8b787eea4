import type { ReactNode } from 'react';

/** One column of a DataTable: a header and how a row's cell is drawn. */
export interface DataTableColumn<T> {
  /** Stable key of the column. */
  readonly id: string;
  /** Column header; in the card layout, the label in front of the value. */
  readonly header: ReactNode;
  /** The cell of one row. */
  readonly cell: (row: T) => ReactNode;
  readonly align?: 'left' | 'right' | 'center';
  /** Card layout: this column is the card's title line (use it on one column, usually the name). */
  readonly primary?: boolean;
  /** Card layout: show the value without its label (row actions, a status chip). */
  readonly hideLabelInCard?: boolean;
  /** Table layout: width hint (CSS value). */
  readonly width?: number | string;
  /** The list query's `sortBy` value for this column: the header sorts the list by it (server side). */
  readonly sortKey?: string;
}

/** The API's SortDirection. */
export type SortDirection = 'ASC' | 'DESC';

/** A list's order: one of its columns' sortKey and a direction. */
export interface ListSort {
  readonly by: string;
  readonly direction: SortDirection;
}

/** Which way the rows are drawn: a table, or one card per row (narrow screens). */
export type DataTableLayout = 'table' | 'cards';
