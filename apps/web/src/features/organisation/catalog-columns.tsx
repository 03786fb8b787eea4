import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { CatalogConfig, CatalogRow, ColumnDef, Ref } from './catalog.types';
import { CatalogRowActions } from './CatalogRowActions';
import { PaletteLabel } from './PaletteLabel';

const refs = (v: unknown): Ref[] => (Array.isArray(v) ? (v as Ref[]) : []);

/** A cell of the list; nothing (null, '') where the row has no value: the table draws its dash. */
function cellOf(column: ColumnDef, row: CatalogRow, intl: IntlShape): ReactNode {
  const v = row[column.field];
  switch (column.kind) {
    case 'ref':
      return (v as Ref | null)?.nome;
    case 'flag':
      return intl.formatMessage({ id: v === true ? 'organisation.yes' : 'organisation.no' });
    case 'palette':
      return typeof v === 'string' ? <PaletteLabel palette={v} /> : null;
    case 'names':
      return refs(v).map((r) => r.nome).join(', ');
    case 'count':
      return intl.formatNumber(Array.isArray(v) ? v.length : 0);
    default:
      return typeof v === 'string' ? v : null;
  }
}

interface ColumnOptions {
  readonly canWrite: boolean;
  /** The list's query string, handed to the form to come back to the same page. */
  readonly listSearch: string;
  readonly onToggleActive: (row: CatalogRow) => void;
}

/**
 * The table columns of a list: its own (catalog description), then the status where the list
 * has one, then the row actions.
 */
export function useCatalogColumns(catalog: CatalogConfig, { canWrite, listSearch, onToggleActive }: ColumnOptions): DataTableColumn<CatalogRow>[] {
  const intl = useIntl();
  const labels = usePortalLabels();
  const hasActive = catalog.docs.ativar !== null;
  const nameOf = (row: CatalogRow) => String(row[catalog.nameField] ?? '');
  return [
    ...catalog.columns.map<DataTableColumn<CatalogRow>>((c) => ({
      id: c.field,
      header: intl.formatMessage({ id: c.header }, labels),
      primary: c.primary,
      align: c.kind === 'count' ? 'right' : undefined,
      sortKey: c.sortable ? c.field : undefined,
      cell: (row) => cellOf(c, row, intl),
    })),
    ...(hasActive
      ? [
          {
            id: 'status',
            header: intl.formatMessage({ id: 'table.filter.status' }),
            hideLabelInCard: true,
            cell: (row: CatalogRow) => <ActiveStatusChip active={row.active === true} />,
          },
        ]
      : []),
    {
      id: 'acoes',
      header: intl.formatMessage({ id: 'table.actions' }),
      hideLabelInCard: true,
      cell: (row) => (
        <CatalogRowActions
          nome={nameOf(row)}
          to={`${catalog.path}/${encodeURIComponent(row.id)}`}
          state={{ listSearch }}
          canWrite={canWrite}
          active={hasActive ? row.active === true : undefined}
          onToggleActive={hasActive && canWrite ? () => onToggleActive(row) : undefined}
        />
      ),
    },
  ];
}
