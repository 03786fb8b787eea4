import type { TypedDocumentNode } from '@apollo/client';
import type { UserType } from '@portal/domain';
import type { ComponentType, ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { DataTableColumn, ListSort } from '../../components/data-table/data-table.types';
import type { ListParams } from '../../components/data-table/use-list-params';
import type { MessageId } from '../../lib/intl/catalogs';
import type { PortalLabels } from '../../lib/portal-properties/portal-properties';
import type { Page } from './dealers.queries';

/** A row of this area's lists: an id, a status, and a name its buttons and messages read out. */
export interface AreaRow {
  readonly id: string;
  readonly active: boolean;
}

/** How a list inactivates a row when it is more than the plain confirmation (a cascade to report). */
export interface Inactivation<Row> {
  readonly inactivate: (row: Row) => void;
  /** Shown between the toolbar and the table (a report that stays until dismissed). */
  readonly notice: ReactNode;
}

/**
 * One list of this area (/dealers, /grupos), described once: its query, filters, columns and
 * messages. `ListPage` draws every list the same way; what differs is only here, as the
 * organisation catalogs do (features/organisation/catalogs.ts).
 */
export interface AreaListConfig<Row extends AreaRow, K extends string, D, F> {
  /** The list's address; `${path}/novo` creates, `${path}/{id}` opens a row. */
  readonly path: string;
  /** Title (route message, read with the portal's labels). */
  readonly title: MessageId;
  /** What the list says; activation messages get `nome` (and the portal's labels). */
  readonly messages: Readonly<Record<'search' | 'empty' | 'confirmActivate' | 'confirmInactivate' | 'activated' | 'inactivated', MessageId>>;
  /** `/auditoria/{id}/{auditTipo}`. */
  readonly auditTipo: string;
  /** The filters besides the status, kept in the address. */
  readonly filterKeys: readonly K[];
  /** The server's order when none is asked for (its .graphql). */
  readonly defaultSort: ListSort;
  readonly query: TypedDocumentNode<D, { filtro: F }>;
  readonly pageOf: (data: D) => Page<Row>;
  /** The list's own filter fields (besides search, status, paging and order). */
  readonly filtro: (list: ListParams<K | 'active'>) => Omit<F, 'busca' | 'active' | 'page' | 'rowsPerPage' | 'sortBy' | 'sortDirection'>;
  /** The controls of `filterKeys`, before the status filter. */
  readonly Filters?: ComponentType<{ readonly list: ListParams<K | 'active'> }>;
  readonly ativar: TypedDocumentNode<unknown, { id: string }>;
  readonly inativar: TypedDocumentNode<unknown, { id: string }>;
  /** Replaces the plain inactivation (a hook: called on every render of the list). */
  readonly useInactivation?: (refetch: () => void) => Inactivation<Row>;
  readonly nameOf: (row: Row) => string;
  /** The list's own columns; the status and the row actions follow them. */
  readonly columns: (intl: IntlShape, labels: PortalLabels) => DataTableColumn<Row>[];
  readonly newLabel: (labels: PortalLabels) => string;
  /** Who may create (absent: whoever reads the list). */
  readonly mayCreate?: (tipo: UserType) => boolean;
}
