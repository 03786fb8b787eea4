import { useQuery } from '@apollo/client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { listTableProps, useListParams } from '../../../components/data-table/use-list-params';
import { NOTIFICACOES_GENERICAS, type NotificacaoGenericaRow, type StatusNotificacaoGenerica } from './genericas.queries';
import { editarPath, novaPath } from './paths';
import { StatusChip } from './StatusChip';
import { useFormatInstant } from './use-format-instant';

const FILTERS = ['status'] as const;
/** The server's order when none is asked for (genericas.service.ts: newest first). */
const DEFAULT_SORT = { by: 'createdAt', direction: 'DESC' } as const;
const STATUSES: readonly StatusNotificacaoGenerica[] = ['AGENDADA', 'ENVIADA', 'CANCELADA'];
const isStatus = (v: string | undefined): v is StatusNotificacaoGenerica => STATUSES.includes(v as StatusNotificacaoGenerica);

/** The "Notificações" tab: generic notifications, searched by title, filtered by status, paged on the server. */
export function GenericasTab() {
  const intl = useIntl();
  const navigate = useNavigate();
  const when = useFormatInstant();
  const list = useListParams(FILTERS, DEFAULT_SORT);
  const status = isStatus(list.filters.status) ? list.filters.status : null;
  const { data, previousData, loading, error, refetch } = useQuery(NOTIFICACOES_GENERICAS, {
    variables: { filtro: { busca: list.busca || null, status, page: list.page, rowsPerPage: list.rowsPerPage, ...list.sortFilter } },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.notificacoesGenericas;
  const count = (n: number | null | undefined) => (n == null ? '—' : intl.formatNumber(n));
  const m = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });

  const columns: DataTableColumn<NotificacaoGenericaRow>[] = [
    { id: 'titulo', header: m('genericNotifications.col.titulo'), primary: true, cell: (g) => g.titulo, sortKey: 'titulo' },
    { id: 'grupos', header: m('genericNotifications.col.grupos'), cell: (g) => g.grupos.map((x) => x.nome).join(', ') },
    { id: 'status', header: m('genericNotifications.col.status'), cell: (g) => <StatusChip status={g.status} />, sortKey: 'status' },
    { id: 'agendadaPara', header: m('genericNotifications.col.agendadaPara'), cell: (g) => when(g.agendadaPara), sortKey: 'agendadaPara' },
    { id: 'enviadaEm', header: m('genericNotifications.col.enviadaEm'), cell: (g) => when(g.enviadaEm), sortKey: 'enviadaEm' },
    { id: 'entregues', header: m('genericNotifications.col.entregues'), cell: (g) => count(g.entregues), align: 'right' },
    { id: 'lidas', header: m('genericNotifications.col.lidas'), cell: (g) => count(g.lidas), align: 'right' },
    { id: 'criador', header: m('genericNotifications.col.criador'), cell: (g) => g.criador },
  ];
  const label = m('genericNotifications.tab.notificacoes');
  return (
    <>
      <ListToolbar
        searchLabel={m('genericNotifications.list.search')}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={{ to: novaPath('comModelo'), label: m('genericNotifications.list.new'), state: { listSearch: list.search } }}
        filters={
          <TextField
            select
            size="small"
            label={m('genericNotifications.col.status')}
            value={status ?? ''}
            onChange={(e) => list.setFilter('status', e.target.value || null)}
            sx={{ minWidth: 160, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{m('genericNotifications.status.all')}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {intl.formatMessage({ id: `genericNotifications.status.${s}` })}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <DataTable
        label={label}
        columns={columns}
        rows={page?.content}
        getRowKey={(g) => g.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(g) => void navigate(editarPath('comModelo', g.id), { state: { listSearch: list.search } })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={m('genericNotifications.list.empty')}
      />
    </>
  );
}
