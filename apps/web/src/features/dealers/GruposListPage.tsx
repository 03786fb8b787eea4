import { useMutation, useQuery } from '@apollo/client';
import { mayCreateDealerGroups } from '@portal/domain';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeFilterOf, ActiveFilterSelect } from '../../components/data-table/ActiveFilterSelect';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { ListToolbar } from '../../components/data-table/ListToolbar';
import { useListParams } from '../../components/data-table/use-list-params';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { PageTitle } from '../../components/PageTitle';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { useSignedInSubject } from '../../lib/auth/use-signed-in-subject';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { ATIVAR_GRUPO_DEALER, GRUPOS_DEALERS, INATIVAR_GRUPO_DEALER, type GrupoDealer, type InativacaoGrupoDealer } from './dealers.queries';
import { RowActions } from './RowActions';

const FILTERS = ['active'] as const;
/** The server's order when none is asked for (dealers.graphql). */
const DEFAULT_SORT = { by: 'nome', direction: 'ASC' } as const;

/**
 * /grupos: dealer groups searched by name, filtered by status, paged on the server. Inactivating
 * a group says first that its dealers and their users go with it (spec 01 §4), then reports how
 * many did, in the toast and in a note that stays until dismissed.
 */
export default function GruposListPage() {
  const intl = useIntl();
  const labels = usePortalLabels();
  const list = useListParams(FILTERS, DEFAULT_SORT);
  const navigate = useNavigate();
  const run = useConfirmedAction();
  const [ativar] = useMutation(ATIVAR_GRUPO_DEALER);
  const [inativar] = useMutation(INATIVAR_GRUPO_DEALER);
  const [cascade, setCascade] = useState<InativacaoGrupoDealer | null>(null);
  // A dealer-group administrator maintains the groups it belongs to and creates none.
  const subject = useSignedInSubject();
  const mayCreate = subject !== null && mayCreateDealerGroups(subject.tipo);

  const { data, previousData, loading, error, refetch } = useQuery(GRUPOS_DEALERS, {
    variables: {
      filtro: {
        busca: list.busca || null,
        active: activeFilterOf(list.filters.active) ?? null,
        page: list.page,
        rowsPerPage: list.rowsPerPage,
        ...list.sortFilter,
      },
    },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.gruposDealers;

  const cascadeMessage = (r: InativacaoGrupoDealer) =>
    intl.formatMessage(
      { id: 'dealers.grupos.inactivated' },
      { ...labels, nome: r.grupo.nome, dealers: r.dealersInativados, usuarios: r.usuariosInativados },
    );

  const toggleActive = (g: GrupoDealer) => {
    const values = { ...labels, nome: g.nome };
    if (g.active) {
      void run({
        title: intl.formatMessage({ id: 'dealers.grupos.confirmInactivateTitle' }, values),
        message: intl.formatMessage({ id: 'dealers.grupos.confirmInactivate' }, { ...values, dealers: g.totalDealers }),
        destructive: true,
        action: async () => (await inativar({ variables: { id: g.id } })).data!.inativarGrupoDealer,
        successMessage: cascadeMessage,
        onSuccess: (r) => {
          setCascade(r);
          void refetch();
        },
      });
    } else {
      void run({
        message: intl.formatMessage({ id: 'dealers.grupos.confirmActivate' }, values),
        action: () => ativar({ variables: { id: g.id } }),
        successMessage: intl.formatMessage({ id: 'dealers.grupos.activated' }, values),
        onSuccess: () => void refetch(),
      });
    }
  };

  const columns: DataTableColumn<GrupoDealer>[] = [
    { id: 'nome', header: labels.labelGrupo, primary: true, cell: (g) => g.nome, sortKey: 'nome' },
    { id: 'dealers', header: labels.labelDealers, cell: (g) => intl.formatNumber(g.totalDealers), align: 'right', sortKey: 'totalDealers' },
    { id: 'status', header: intl.formatMessage({ id: 'table.filter.status' }), cell: (g) => <ActiveStatusChip active={g.active} />, hideLabelInCard: true },
    {
      id: 'acoes',
      header: intl.formatMessage({ id: 'table.actions' }),
      hideLabelInCard: true,
      cell: (g) => (
        <RowActions
          nome={g.nome}
          editTo={`/grupos/${g.id}`}
          editState={{ listSearch: list.search }}
          auditTo={`/auditoria/${g.id}/grupo`}
          active={g.active}
          onToggleActive={() => toggleActive(g)}
        />
      ),
    },
  ];

  return (
    <>
      <PageTitle>
        <FormattedMessage id="route.grupos" values={labels} />
      </PageTitle>
      <ListToolbar
        searchLabel={intl.formatMessage({ id: 'dealers.grupos.search' })}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={mayCreate ? { to: '/grupos/novo', label: labels.labelNovoGrupo, state: { listSearch: list.search } } : undefined}
        filters={<ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />}
      />
      {cascade ? (
        <Alert severity="info" onClose={() => setCascade(null)} sx={{ mb: 2 }} closeText={intl.formatMessage({ id: 'common.close' })}>
          {cascadeMessage(cascade)}
        </Alert>
      ) : null}
      <DataTable
        label={intl.formatMessage({ id: 'route.grupos' }, labels)}
        columns={columns}
        rows={page?.content}
        getRowKey={(g) => g.id}
        totalElements={page?.totalElements ?? 0}
        page={list.page}
        rowsPerPage={list.rowsPerPage}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setRowsPerPage}
        sort={list.sort}
        onSortChange={list.setSort}
        onRowOpen={(g) => void navigate(`/grupos/${g.id}`, { state: { listSearch: list.search } })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={<FormattedMessage id="dealers.grupos.empty" values={labels} />}
      />
    </>
  );
}
