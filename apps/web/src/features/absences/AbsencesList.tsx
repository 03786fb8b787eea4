import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn, ListSort } from '../../components/data-table/data-table.types';
import { RowActions } from '../../components/data-table/RowActions';
import type { AusenciaTemporaria } from './absences.queries';

/** A calendar day (YYYY-MM-DD) in the user's locale, never shifted by the browser's time zone. */
export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
}

interface AbsencesListProps {
  readonly rows: readonly AusenciaTemporaria[] | undefined;
  readonly totalElements: number;
  readonly page: number;
  readonly rowsPerPage: number;
  readonly onPageChange: (page: number) => void;
  readonly onRowsPerPageChange: (rowsPerPage: number) => void;
  readonly sort?: ListSort;
  readonly onSortChange?: (sort: ListSort) => void;
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly onEdit: (ausencia: AusenciaTemporaria) => void;
  readonly onRemove: (ausencia: AusenciaTemporaria) => void;
}

/** The server's order when none is asked for (absences.graphql). */
export const NEWEST_FIRST: ListSort = { by: 'dataInicio', direction: 'DESC' };

const isOver = (a: AusenciaTemporaria) => a.situacao === 'ENCERRADA';

/**
 * The user's absences, newest first unless sorted by a date column, paged on the server; a row
 * opens in the form. Absences that are over are history: no edit or remove action, and the row
 * does not open (the server refuses changes too).
 */
export function AbsencesList(props: AbsencesListProps) {
  const intl = useIntl();
  const { onEdit, onRemove } = props;
  const columns = useMemo<DataTableColumn<AusenciaTemporaria>[]>(() => {
    const period = (a: AusenciaTemporaria) =>
      intl.formatMessage({ id: 'absences.list.period' }, { inicio: formatDay(intl, a.dataInicio), retorno: formatDay(intl, a.dataRetorno) });
    return [
      {
        id: 'dataInicio',
        header: intl.formatMessage({ id: 'absences.field.dataInicio' }),
        cell: (a) => formatDay(intl, a.dataInicio),
        primary: true,
        sortKey: 'dataInicio',
      },
      { id: 'dataRetorno', header: intl.formatMessage({ id: 'absences.field.dataRetorno' }), cell: (a) => formatDay(intl, a.dataRetorno), sortKey: 'dataRetorno' },
      {
        id: 'motivo',
        header: intl.formatMessage({ id: 'absences.field.motivo' }),
        cell: (a) => (a.motivo ? <Box sx={{ overflowWrap: 'anywhere', maxWidth: 420 }}>{a.motivo}</Box> : null),
      },
      {
        id: 'situacao',
        header: intl.formatMessage({ id: 'absences.list.situacao' }),
        cell: (a) => intl.formatMessage({ id: `absences.situacao.${a.situacao}` }),
      },
      {
        id: 'actions',
        header: intl.formatMessage({ id: 'table.actions' }),
        align: 'right',
        hideLabelInCard: true,
        cell: (a) =>
          isOver(a) ? null : (
            <RowActions
              actions={[
                { id: 'edit', label: intl.formatMessage({ id: 'absences.list.edit' }, { period: period(a) }), icon: <EditOutlined fontSize="small" />, onClick: () => onEdit(a) },
                {
                  id: 'remove',
                  label: intl.formatMessage({ id: 'absences.list.remove' }, { period: period(a) }),
                  icon: <DeleteOutline fontSize="small" />,
                  onClick: () => onRemove(a),
                  color: 'error',
                },
              ]}
            />
          ),
      },
    ];
  }, [intl, onEdit, onRemove]);

  return (
    <DataTable
      label={intl.formatMessage({ id: 'absences.list.title' })}
      columns={columns}
      rows={props.rows}
      getRowKey={(a) => a.id}
      totalElements={props.totalElements}
      page={props.page}
      rowsPerPage={props.rowsPerPage}
      onPageChange={props.onPageChange}
      onRowsPerPageChange={props.onRowsPerPageChange}
      sort={props.sort}
      onSortChange={props.onSortChange}
      onRowOpen={onEdit}
      canOpenRow={(a) => !isOver(a)}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage={intl.formatMessage({ id: 'absences.list.empty' })}
    />
  );
}
