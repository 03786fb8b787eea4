import { useMutation, useQuery } from '@apollo/client';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { PLACEHOLDERS } from '@portal/domain';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeFilterOf, ActiveFilterSelect } from '../../../components/data-table/ActiveFilterSelect';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { RowActions } from '../../../components/data-table/RowActions';
import { listTableProps, useListParams } from '../../../components/data-table/use-list-params';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { ActiveStatusChip } from '../../../components/status/ActiveStatusChip';
import { ATIVAR_MODELO, INATIVAR_MODELO, MODELOS_NOTIFICACAO, type Modelo } from './genericas.queries';
import { editarPath, novaPath } from './paths';

const FILTERS = ['active'] as const;
const DEFAULT_SORT = { by: 'nome', direction: 'ASC' } as const;
const tokenOf = (chave: string) => PLACEHOLDERS.find((p) => p.chave === chave)?.token ?? chave;

/**
 * The "Modelos" tab: notification models, searched, filtered by status; a model maintainer
 * (PORTAL_MANUTENCAO_MODELO) edits, activates and inactivates them, anyone else here only opens them.
 */
export function ModelosTab({ mantemModelos }: { readonly mantemModelos: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const run = useConfirmedAction();
  const list = useListParams(FILTERS, DEFAULT_SORT);
  const [ativar] = useMutation(ATIVAR_MODELO);
  const [inativar] = useMutation(INATIVAR_MODELO);
  const { data, previousData, loading, error, refetch } = useQuery(MODELOS_NOTIFICACAO, {
    variables: {
      filtro: { busca: list.busca || null, active: activeFilterOf(list.filters.active) ?? null, page: list.page, rowsPerPage: list.rowsPerPage, ...list.sortFilter },
    },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.modelosNotificacao;
  const m = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  const state = { listSearch: list.search };

  const toggleActive = (modelo: Modelo) => {
    const values = { nome: modelo.nome };
    void run({
      message: intl.formatMessage({ id: modelo.active ? 'genericNotifications.model.confirmInactivate' : 'genericNotifications.model.confirmActivate' }, values),
      // Focus starts on Cancel: an Enter pressed by habit changes nothing.
      destructive: true,
      action: async () => void (modelo.active ? await inativar({ variables: { id: modelo.id } }) : await ativar({ variables: { id: modelo.id } })),
      successMessage: intl.formatMessage({ id: modelo.active ? 'genericNotifications.model.inactivated' : 'genericNotifications.model.activated' }, values),
      onSuccess: () => void refetch(),
    });
  };

  const columns: DataTableColumn<Modelo>[] = [
    { id: 'nome', header: m('genericNotifications.col.nome'), primary: true, cell: (x) => x.nome, sortKey: 'nome' },
    { id: 'titulo', header: m('genericNotifications.col.titulo'), cell: (x) => x.titulo },
    {
      id: 'placeholders',
      header: m('genericNotifications.col.placeholders'),
      cell: (x) => (x.placeholders.length ? x.placeholders.map(tokenOf).join(' ') : m('genericNotifications.model.noPlaceholders')),
    },
    { id: 'active', header: m('table.filter.status'), cell: (x) => <ActiveStatusChip active={x.active} /> },
    {
      id: 'acoes',
      header: m('table.actions'),
      hideLabelInCard: true,
      cell: (x) => (
        <RowActions
          actions={
            mantemModelos
              ? [
                  { id: 'edit', label: intl.formatMessage({ id: 'genericNotifications.model.edit' }, { nome: x.nome }), icon: <Edit fontSize="small" />, to: editarPath('modelo', x.id), state },
                  {
                    id: 'toggle',
                    label: intl.formatMessage({ id: x.active ? 'genericNotifications.model.inactivate' : 'genericNotifications.model.activate' }, { nome: x.nome }),
                    icon: x.active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />,
                    onClick: () => toggleActive(x),
                    color: x.active ? 'error' : 'success',
                  },
                ]
              : [{ id: 'view', label: intl.formatMessage({ id: 'genericNotifications.model.view' }, { nome: x.nome }), icon: <Visibility fontSize="small" />, to: editarPath('modelo', x.id), state }]
          }
        />
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        searchLabel={m('genericNotifications.model.search')}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={mantemModelos ? { to: novaPath('modelo'), label: m('genericNotifications.model.new'), state } : undefined}
        filters={<ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />}
      />
      <DataTable
        label={m('genericNotifications.tab.modelos')}
        columns={columns}
        rows={page?.content}
        getRowKey={(x) => x.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(x) => void navigate(editarPath('modelo', x.id), { state })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={m('genericNotifications.model.empty')}
      />
    </>
  );
}
