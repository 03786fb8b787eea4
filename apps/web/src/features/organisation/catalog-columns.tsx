import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { CatalogConfig, CatalogRow, ColumnDef, Ref } from './catalog.types';
import { CatalogRowActions } from './CatalogRowActions';
import { PaletteLabel } from './PaletteLabel';

/** An empty cell: a dash (read out as such) rather than nothing. */
const EMPTY = '—';

const refs = (v: unknown): Ref[] => (Array.isArray(v) ? (v as Ref[]) : []);

function cellOf(column: ColumnDef, row: CatalogRow, intl: IntlShape): ReactNode {
  const v = row[column.field];
  switch (column.kind) {
    case 'ref':
      return (v as Ref | null)?.nome ?? EMPTY;
    case 'flag':
      return intl.formatMessage({ id: v === true ? 'organisation.yes' : 'organisation.no' });
    case 'palette':
      return typeof v === 'string' ? <PaletteLabel palette={v} /> : EMPTY;
    case 'names':
      return refs(v).map((r) => r.nome).join(', ') || EMPTY;
    case 'count':
      return intl.formatNumber(Array.isArray(v) ? v.length : 0);
    default:
      return typeof v === 'string' && v !== '' ? v : EMPTY;
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
  const hasActive = Boolean(catalog.api.ativar);
  const nameOf = (row: CatalogRow) => String(row[catalog.nameField] ?? '');
  return [
    ...catalog.columns.map<DataTableColumn<CatalogRow>>((c) => ({
      id: c.field,
      header: intl.formatMessage({ id: c.header }, labels),
      primary: c.primary,
      align: c.kind === 'count' ? 'right' : undefined,
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
