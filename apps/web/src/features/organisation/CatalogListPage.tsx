import { useApolloClient, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeFilterOf, ActiveFilterSelect } from '../../components/data-table/ActiveFilterSelect';
import { DataTable } from '../../components/data-table/DataTable';
import type { ListSort } from '../../components/data-table/data-table.types';
import { ListToolbar } from '../../components/data-table/ListToolbar';
import { listTableProps, useListParams, type ListParams } from '../../components/data-table/use-list-params';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { PageTitle } from '../../components/PageTitle';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { CatalogConfig, CatalogFiltro, CatalogRow } from './catalog.types';
import { useCatalogColumns } from './catalog-columns';
import { ProdutoFilter } from './ProdutoFilter';
import { routeTitle, useCanWrite, useCatalogOfRoute } from './use-catalog';

type FilterKey = 'active' | 'produtoId';
const FILTER_KEYS: Readonly<Record<NonNullable<CatalogConfig['filter']> | 'none', readonly FilterKey[]>> = {
  active: ['active'],
  produto: ['produtoId'],
  none: [],
};

/** The list query's filter: FiltroCadastro (status) or FiltroCadastroProduto (product). */
function filtroOf(catalog: CatalogConfig, list: ListParams<FilterKey>): CatalogFiltro {
  const base = { busca: list.busca || null, page: list.page, rowsPerPage: list.rowsPerPage, ...list.sortFilter };
  if (catalog.filter === 'produto') return { ...base, produtoId: list.filters.produtoId ?? null };
  if (catalog.filter === 'active') return { ...base, active: activeFilterOf(list.filters.active) ?? null };
  return base;
}

/** The server's order when none is asked for: the list's first sortable column, ascending (organisation.graphql). */
function defaultSortOf(catalog: CatalogConfig): ListSort | undefined {
  const first = catalog.columns.find((c) => c.sortable);
  return first ? { by: first.field, direction: 'ASC' } : undefined;
}

function CatalogList({ catalog }: { catalog: CatalogConfig }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const list = useListParams(FILTER_KEYS[catalog.filter ?? 'none'], defaultSortOf(catalog));
  const navigate = useNavigate();
  const canWrite = useCanWrite() === true;
  const run = useConfirmedAction();
  const client = useApolloClient();
  const { docs } = catalog;

  const { data, previousData, loading, error, refetch } = useQuery(docs.page, {
    variables: { filtro: filtroOf(catalog, list) },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.page;

  const toggleActive = (row: CatalogRow) => {
    const nome = String(row[catalog.nameField] ?? '');
    // Only offered on lists with a status, which have both mutations.
    const mutation = (row.active ? docs.inativar : docs.ativar)!;
    void run({
      message: intl.formatMessage({ id: row.active ? 'organisation.list.confirmInactivate' : 'organisation.list.confirmActivate' }, { nome }),
      destructive: row.active,
      action: () => client.mutate({ mutation, variables: { id: row.id } }),
      successMessage: intl.formatMessage({ id: row.active ? 'organisation.list.inactivated' : 'organisation.list.activated' }, { nome }),
      onSuccess: () => void refetch(),
    });
  };
  const columns = useCatalogColumns(catalog, { canWrite, listSearch: list.search, onToggleActive: toggleActive });
  const title = intl.formatMessage({ id: routeTitle(catalog.routes.list) }, labels);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ListToolbar
        searchLabel={intl.formatMessage({ id: catalog.search }, labels)}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={
          canWrite && catalog.routes.novo
            ? { to: `${catalog.path}/novo`, label: intl.formatMessage({ id: routeTitle(catalog.routes.novo) }, labels), state: { listSearch: list.search } }
            : undefined
        }
        filters={
          catalog.filter === 'active' ? (
            <ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />
          ) : catalog.filter === 'produto' ? (
            <ProdutoFilter value={list.filters.produtoId} onChange={(v) => list.setFilter('produtoId', v)} />
          ) : undefined
        }
      />
      <DataTable
        label={title}
        columns={columns}
        rows={page?.content}
        getRowKey={(r) => r.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(row) => void navigate(`${catalog.path}/${encodeURIComponent(row.id)}`, { state: { listSearch: list.search } })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={<FormattedMessage id="organisation.list.empty" />}
      />
    </>
  );
}

/**
 * The list screen of every administration list (/setores, /marcas …): searched, filtered by
 * status or product, paged on the server; rows open their form and, where the list has a
 * status, are activated or inactivated after a confirmation. Read-only for users who may only
 * read the list.
 */
export default function CatalogListPage() {
  const { catalog } = useCatalogOfRoute();
  // A fresh list (own search, filters, documents) when the address moves to another catalog.
  return <CatalogList key={catalog.key} catalog={catalog} />;
}
