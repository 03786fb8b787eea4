import { useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { ItemCheckbox } from './ItemCheckbox';
import { ItemName } from './ItemName';
import { formatModified, formatSize } from './library-format';
import type { LibraryItem } from './library.queries';

export interface ItemTableProps {
  readonly label: string;
  /** The current page's items. */
  readonly rows: readonly LibraryItem[];
  /** The whole list (the image viewer walks through its images). */
  readonly list: readonly LibraryItem[];
  readonly totalElements: number;
  readonly page: number;
  readonly rowsPerPage: number;
  readonly onPageChange: (page: number) => void;
  readonly onRowsPerPageChange: (rowsPerPage: number) => void;
  /** The size column (file lists). */
  readonly showSize?: boolean;
  readonly loading?: boolean;
  readonly emptyMessage?: string;
}

/** List mode (and the last-modified and search tables): selection, name, last modified, owner, size. */
export function ItemTable({ label, rows, list, showSize = false, ...paging }: ItemTableProps) {
  const intl = useIntl();
  const columns: DataTableColumn<LibraryItem>[] = [
    { id: 'select', header: intl.formatMessage({ id: 'library.col.select' }), hideLabelInCard: true, width: 56, cell: (i) => <ItemCheckbox item={i} /> },
    { id: 'nome', header: intl.formatMessage({ id: 'library.col.nome' }), primary: true, cell: (i) => <ItemName item={i} list={list} /> },
    { id: 'ultimaModificacao', header: intl.formatMessage({ id: 'library.col.ultimaModificacao' }), cell: (i) => formatModified(intl, i.ultimaModificacao) },
    { id: 'proprietario', header: intl.formatMessage({ id: 'library.col.proprietario' }), cell: (i) => i.proprietario.nome },
  ];
  if (showSize) {
    columns.push({
      id: 'tamanho',
      header: intl.formatMessage({ id: 'library.col.tamanho' }),
      align: 'right',
      cell: (i) => (i.arquivo ? formatSize(intl, i.arquivo.tamanho) : ''),
    });
  }
  return <DataTable label={label} columns={columns} rows={rows} getRowKey={(i) => i.id} {...paging} />;
}
