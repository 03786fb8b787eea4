import { NetworkStatus, useQuery } from '@apollo/client';
import Verified from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { isUserType } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeFilterOf } from '../../components/data-table/ActiveFilterSelect';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { DataTable } from '../../components/data-table/DataTable';
import { ListToolbar } from '../../components/data-table/ListToolbar';
import { useListParams } from '../../components/data-table/use-list-params';
import { PageTitle } from '../../components/PageTitle';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { formatCpf } from './cpf-mask';
import { UserRowActions } from './list/UserRowActions';
import { USER_FILTER_KEYS, UsersFilters } from './list/UsersFilters';
import { useStatusActions } from './list/use-status-actions';
import { hasRowActions, useUserScreenPermissions } from './list/use-user-permissions';
import { USUARIOS, type UsuarioResumo } from './users.queries';

/** The server's order when none is asked for (users.graphql). */
const DEFAULT_SORT = { by: 'nome', direction: 'ASC' } as const;

/**
 * /usuarios (spec 01 §2): users paged on the server, searched by name, e-mail or CPF, filtered
 * by type, brand, dealer group, dealer and status, with row actions for those who may act.
 */
export default function UsersListPage() {
  const intl = useIntl();
  const labels = usePortalLabels();
  const permissions = useUserScreenPermissions();
  const params = useListParams(USER_FILTER_KEYS, DEFAULT_SORT);
  const navigate = useNavigate();
  const { tipo, marcaId, grupoId, dealerId, active } = params.filters;

  const filtro = {
    busca: params.busca || undefined,
    tipo: isUserType(tipo) ? tipo : undefined,
    marcaId,
    grupoId,
    dealerId,
    active: activeFilterOf(active),
    page: params.page,
    rowsPerPage: params.rowsPerPage,
    ...params.sortFilter,
  };
  const { data, previousData, error, networkStatus, refetch } = useQuery(USUARIOS, {
    variables: { filtro },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.usuarios;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const runStatusAction = useStatusActions(refresh);

  const columns = useMemo(() => {
    const list: DataTableColumn<UsuarioResumo>[] = [
      { id: 'nome', header: intl.formatMessage({ id: 'users.field.nome' }), cell: (u) => u.nome, primary: true, sortKey: 'nome' },
      { id: 'email', header: intl.formatMessage({ id: 'users.field.email' }), cell: (u) => u.email, sortKey: 'email' },
      { id: 'cpf', header: intl.formatMessage({ id: 'users.field.cpf' }), cell: (u) => (u.cpf ? formatCpf(u.cpf) : null), sortKey: 'cpf' },
      { id: 'tipo', header: intl.formatMessage({ id: 'users.field.tipo' }), cell: (u) => intl.formatMessage({ id: `userType.${u.tipo}` }, labels) },
      {
        id: 'dealers',
        header: labels.labelDealers,
        cell: (u) => u.dealers.map((d) => d.nomeExibicao).join(', '),
      },
      {
        id: 'situacao',
        header: intl.formatMessage({ id: 'users.list.status' }),
        hideLabelInCard: true,
        cell: (u) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <ActiveStatusChip active={u.active} />
            {u.ativacaoEspecial ? (
              <Chip size="small" variant="outlined" icon={<Verified aria-hidden />} label={intl.formatMessage({ id: 'users.list.ativacaoEspecial' })} />
            ) : null}
          </Box>
        ),
      },
    ];
    if (hasRowActions(permissions)) {
      list.push({
        id: 'acoes',
        header: intl.formatMessage({ id: 'table.actions' }),
        align: 'right',
        hideLabelInCard: true,
        cell: (u) => <UserRowActions usuario={u} permissions={permissions} onStatusAction={(a, row) => void runStatusAction(a, row)} />,
      });
    }
    return list;
  }, [intl, labels, permissions, runStatusAction]);

  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'route.usuarios' })}</PageTitle>
      <ListToolbar
        searchLabel={intl.formatMessage({ id: 'users.list.search' })}
        search={params.busca}
        onSearchChange={params.setBusca}
        filters={<UsersFilters params={params} />}
        activeFilters={Object.keys(params.filters).length}
        newItem={permissions.manage ? { to: '/usuarios/novo', label: intl.formatMessage({ id: 'route.usuariosNovo' }), state: { listSearch: params.search } } : undefined}
      />
      <DataTable
        label={intl.formatMessage({ id: 'route.usuarios' })}
        columns={columns}
        rows={page?.content}
        getRowKey={(u) => u.id}
        totalElements={page?.totalElements ?? 0}
        page={params.page}
        rowsPerPage={params.rowsPerPage}
        onPageChange={params.setPage}
        onRowsPerPageChange={params.setRowsPerPage}
        sort={params.sort}
        onSortChange={params.setSort}
        // Managers open the user's wizard; readers its read-only view.
        onRowOpen={permissions.open ? (u) => void navigate(`/usuarios/${u.id}`, { state: { listSearch: params.search } }) : undefined}
        loading={networkStatus !== NetworkStatus.ready && networkStatus !== NetworkStatus.error}
        error={error}
        onRetry={refresh}
        emptyMessage={intl.formatMessage({ id: 'users.list.empty' })}
      />
    </>
  );
}
