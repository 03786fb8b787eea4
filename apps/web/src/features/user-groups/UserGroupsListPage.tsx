import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeFilterOf, ActiveFilterSelect } from '../../components/data-table/ActiveFilterSelect';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { ListToolbar } from '../../components/data-table/ListToolbar';
import { useListParams } from '../../components/data-table/use-list-params';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { PageTitle } from '../../components/PageTitle';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { USER_TYPES } from '@portal/domain';
import { GroupRowActions } from './GroupRowActions';
import { useToggleFavoriteGroup } from './use-favorite-group';
import { ATIVAR_GRUPO_USUARIOS, GRUPOS_USUARIOS, INATIVAR_GRUPO_USUARIOS, type GrupoUsuariosRow } from './user-groups.queries';

const FILTERS = ['active'] as const;
/** The server's order when none is asked for (user-groups.graphql). */
const DEFAULT_SORT = { by: 'nome', direction: 'ASC' } as const;

/**
 * /gruposUsuarios: the groups visible to the signed-in user, searched by name, filtered by
 * status and paged on the server; activate/inactivate through the confirmed-mutation pattern.
 */
export default function UserGroupsListPage() {
  const intl = useIntl();
  const labels = usePortalLabels();
  const list = useListParams(FILTERS, DEFAULT_SORT);
  const navigate = useNavigate();
  const run = useConfirmedAction();
  const [ativar] = useMutation(ATIVAR_GRUPO_USUARIOS);
  const [inativar] = useMutation(INATIVAR_GRUPO_USUARIOS);
  const toggleFavorite = useToggleFavoriteGroup();
  const { data, previousData, loading, error, refetch } = useQuery(GRUPOS_USUARIOS, {
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
  const page = (data ?? previousData)?.gruposUsuarios;
  const yesNo = (v: boolean) => intl.formatMessage({ id: v ? 'userGroups.yes' : 'userGroups.no' });
  const typeName = (id: string) =>
    id === USER_TYPES.DEALER_GRUPO ? labels.labelTipoUsuarioDealerGrupo : id === USER_TYPES.MONTADORA ? labels.labelTipoUsuarioMontadora : id;

  const toggleActive = (g: GrupoUsuariosRow) => {
    const values = { nome: g.nome };
    void run({
      message: intl.formatMessage({ id: g.active ? 'userGroups.confirmInactivate' : 'userGroups.confirmActivate' }, values),
      destructive: g.active,
      action: async () => void (g.active ? await inativar({ variables: { id: g.id } }) : await ativar({ variables: { id: g.id } })),
      successMessage: intl.formatMessage({ id: g.active ? 'userGroups.inactivated' : 'userGroups.activated' }, values),
      errorMessage: intl.formatMessage({ id: g.active ? 'userGroups.inactivateError' : 'userGroups.activateError' }),
      onSuccess: () => void refetch(),
    });
  };

  const columns: DataTableColumn<GrupoUsuariosRow>[] = [
    { id: 'id', header: intl.formatMessage({ id: 'userGroups.col.id' }), cell: (g) => g.id, align: 'right', sortKey: 'id' },
    { id: 'nome', header: intl.formatMessage({ id: 'userGroups.col.nome' }), primary: true, cell: (g) => g.nome, sortKey: 'nome' },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'table.filter.status' }),
      cell: (g) => intl.formatMessage({ id: g.active ? 'table.status.active' : 'table.status.inactive' }),
    },
    { id: 'tipo', header: intl.formatMessage({ id: 'userGroups.col.tipo' }), cell: (g) => intl.formatMessage({ id: g.publico ? 'userGroups.tipo.publico' : 'userGroups.tipo.privado' }) },
    { id: 'marcas', header: labels.labelMarcas, cell: (g) => g.marcas.map((m) => m.description).join(', ') },
    { id: 'tiposUsuarios', header: intl.formatMessage({ id: 'userGroups.col.tiposUsuarios' }), cell: (g) => g.tiposUsuarios.map((t) => typeName(t.id)).join(', ') },
    { id: 'possuiPerfil', header: intl.formatMessage({ id: 'userGroups.col.possuiPerfil' }), cell: (g) => yesNo(g.possuiPerfil) },
    { id: 'possuiUsuariosManuais', header: intl.formatMessage({ id: 'userGroups.col.possuiUsuariosManuais' }), cell: (g) => yesNo(g.possuiUsuariosManuais) },
    {
      id: 'acoes',
      header: intl.formatMessage({ id: 'table.actions' }),
      hideLabelInCard: true,
      cell: (g) => (
        <GroupRowActions
          id={g.id}
          nome={g.nome}
          active={g.active}
          favorito={g.favorito}
          listSearch={list.search}
          onToggleActive={() => toggleActive(g)}
          onToggleFavorite={() => void toggleFavorite(g)}
        />
      ),
    },
  ];

  const title = intl.formatMessage({ id: 'route.gruposUsuarios' });
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ListToolbar
        searchLabel={intl.formatMessage({ id: 'userGroups.list.search' })}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={{ to: '/gruposUsuarios/novo', label: intl.formatMessage({ id: 'userGroups.list.new' }), state: { listSearch: list.search } }}
        filters={<ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />}
      />
      <DataTable
        label={title}
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
        onRowOpen={(g) => void navigate(`/gruposUsuarios/${g.id}`, { state: { listSearch: list.search } })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={intl.formatMessage({ id: 'userGroups.list.empty' })}
      />
    </>
  );
}
