import { useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeFilterOf, ActiveFilterSelect } from '../../components/data-table/ActiveFilterSelect';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { ListToolbar } from '../../components/data-table/ListToolbar';
import { listTableProps, useListParams } from '../../components/data-table/use-list-params';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { PageTitle } from '../../components/PageTitle';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { useSignedInSubject } from '../../lib/auth/use-signed-in-subject';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { AreaListConfig, AreaRow } from './list.types';
import { RowActions } from './RowActions';

/**
 * A list of this area as its configuration describes it (lists.tsx): searched, filtered (its own
 * filters, then the status), ordered and paged on the server; rows open their form, and are
 * activated or inactivated after a confirmation.
 */
export function ListPage<Row extends AreaRow, K extends string, D, F>({ config }: { readonly config: AreaListConfig<Row, K, D, F> }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const list = useListParams<K | 'active'>([...config.filterKeys, 'active'], config.defaultSort);
  const navigate = useNavigate();
  const subject = useSignedInSubject();
  const run = useConfirmedAction();
  const [ativar] = useMutation(config.ativar);
  const [inativar] = useMutation(config.inativar);

  const filtro = {
    busca: list.busca || null,
    active: activeFilterOf(list.filters.active) ?? null,
    page: list.page,
    rowsPerPage: list.rowsPerPage,
    ...list.sortFilter,
    ...config.filtro(list),
  } as F;
  const { data, previousData, loading, error, refetch } = useQuery(config.query, {
    variables: { filtro },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const page = shown ? config.pageOf(shown) : undefined;
  // The row may leave the current filter (e.g. "active only"): ask the server again.
  const reload = () => void refetch();
  const inactivation = config.useInactivation?.(reload);

  const toggleActive = (row: Row) => {
    if (row.active && inactivation) return inactivation.inactivate(row);
    const nome = config.nameOf(row);
    void run({
      message: intl.formatMessage({ id: row.active ? config.messages.confirmInactivate : config.messages.confirmActivate }, { ...labels, nome }),
      destructive: row.active,
      action: () => (row.active ? inativar : ativar)({ variables: { id: row.id } }),
      successMessage: intl.formatMessage({ id: row.active ? config.messages.inactivated : config.messages.activated }, { ...labels, nome }),
      onSuccess: reload,
    });
  };

  const columns: DataTableColumn<Row>[] = [
    ...config.columns(intl, labels),
    { id: 'status', header: intl.formatMessage({ id: 'table.filter.status' }), cell: (r) => <ActiveStatusChip active={r.active} />, hideLabelInCard: true },
    {
      id: 'acoes',
      header: intl.formatMessage({ id: 'table.actions' }),
      hideLabelInCard: true,
      cell: (r) => (
        <RowActions
          nome={config.nameOf(r)}
          editTo={`${config.path}/${r.id}`}
          editState={{ listSearch: list.search }}
          auditTo={`/auditoria/${r.id}/${config.auditTipo}`}
          active={r.active}
          onToggleActive={() => toggleActive(r)}
        />
      ),
    },
  ];
  const title = intl.formatMessage({ id: config.title }, labels);
  const mayCreate = !config.mayCreate || (subject !== null && config.mayCreate(subject.tipo));
  const { Filters } = config;

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ListToolbar
        searchLabel={intl.formatMessage({ id: config.messages.search }, labels)}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={mayCreate ? { to: `${config.path}/novo`, label: config.newLabel(labels), state: { listSearch: list.search } } : undefined}
        filters={
          <>
            {Filters ? <Filters list={list} /> : null}
            <ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />
          </>
        }
      />
      {inactivation?.notice}
      <DataTable
        label={title}
        columns={columns}
        rows={page?.content}
        getRowKey={(r) => r.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(r) => void navigate(`${config.path}/${r.id}`, { state: { listSearch: list.search } })}
        loading={loading}
        error={error}
        onRetry={reload}
        emptyMessage={<FormattedMessage id={config.messages.empty} values={labels} />}
      />
    </>
  );
}
