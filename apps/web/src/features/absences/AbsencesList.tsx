import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
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
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly onEdit: (ausencia: AusenciaTemporaria) => void;
  readonly onRemove: (ausencia: AusenciaTemporaria) => void;
}

/**
 * The user's absences, newest first, paged on the server. Absences that are over are history:
 * no edit or remove action (the server refuses them too).
 */
export function AbsencesList(props: AbsencesListProps) {
  const intl = useIntl();
  const { onEdit, onRemove } = props;
  const columns = useMemo<DataTableColumn<AusenciaTemporaria>[]>(() => {
    const period = (a: AusenciaTemporaria) =>
      intl.formatMessage({ id: 'absences.list.period' }, { inicio: formatDay(intl, a.dataInicio), retorno: formatDay(intl, a.dataRetorno) });
    return [
      { id: 'dataInicio', header: intl.formatMessage({ id: 'absences.field.dataInicio' }), cell: (a) => formatDay(intl, a.dataInicio), primary: true },
      { id: 'dataRetorno', header: intl.formatMessage({ id: 'absences.field.dataRetorno' }), cell: (a) => formatDay(intl, a.dataRetorno) },
      {
        id: 'motivo',
        header: intl.formatMessage({ id: 'absences.field.motivo' }),
        cell: (a) => <Box sx={{ overflowWrap: 'anywhere', maxWidth: 420 }}>{a.motivo ?? '—'}</Box>,
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
        cell: (a) => {
          if (a.situacao === 'ENCERRADA') return null;
          const edit = intl.formatMessage({ id: 'absences.list.edit' }, { period: period(a) });
          const remove = intl.formatMessage({ id: 'absences.list.remove' }, { period: period(a) });
          return (
            <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
              <Tooltip title={edit}>
                <IconButton aria-label={edit} onClick={() => onEdit(a)}>
                  <EditOutlined />
                </IconButton>
              </Tooltip>
              <Tooltip title={remove}>
                <IconButton aria-label={remove} onClick={() => onRemove(a)}>
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            </Box>
          );
        },
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
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage={intl.formatMessage({ id: 'absences.list.empty' })}
    />
  );
}
