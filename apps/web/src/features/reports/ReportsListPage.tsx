import { useMutation, useQuery } from '@apollo/client';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import OpenInBrowser from '@mui/icons-material/OpenInBrowser';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeFilterOf, ActiveFilterSelect } from '../../components/data-table/ActiveFilterSelect';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { ListToolbar } from '../../components/data-table/ListToolbar';
import { RowActions } from '../../components/data-table/RowActions';
import { listTableProps, useListParams } from '../../components/data-table/use-list-params';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { PageTitle } from '../../components/PageTitle';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { ATIVAR_RELATORIO, INATIVAR_RELATORIO, RELATORIOS, type Relatorio } from './reports.queries';

const FILTERS = ['active'] as const;
const DEFAULT_SORT = { by: 'ordem', direction: 'ASC' } as const;

/** Who may open a definition, in words: its features and user types, or everyone. */
export function acessoTexto(r: Pick<Relatorio, 'funcionalidades' | 'tiposUsuario'>, todos: string): string {
  const all = [...r.funcionalidades, ...r.tiposUsuario];
  return all.length ? all.join(', ') : todos;
}

/**
 * /relatorios (the technical provider's; not in the spec): the report definitions, searched by
 * address or title, filtered by status, ordered and paged on the server; a row opens its form, can
 * be opened as its users see it, and is activated or inactivated after a confirmation.
 */
export default function ReportsListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const run = useConfirmedAction();
  const list = useListParams(FILTERS, DEFAULT_SORT);
  const filtro = { busca: list.busca || null, active: activeFilterOf(list.filters.active) ?? null, page: list.page, rowsPerPage: list.rowsPerPage, ...list.sortFilter };
  const query = useQuery(RELATORIOS, { variables: { filtro }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  const page = (query.data ?? query.previousData)?.relatorios;
  const [ativar] = useMutation(ATIVAR_RELATORIO);
  const [inativar] = useMutation(INATIVAR_RELATORIO);
  const m = (id: NonNullable<Parameters<typeof intl.formatMessage>[0]['id']>, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const state = { listSearch: list.search };
  const editar = (id: string) => `/relatorios/${id}`;

  const toggle = (row: Relatorio) => {
    const values = { titulo: row.titulo };
    void run({
      message: m(row.active ? 'reports.confirmInactivate' : 'reports.confirmActivate', values),
      destructive: true,
      action: async () => {
        await (row.active ? inativar({ variables: { id: row.id } }) : ativar({ variables: { id: row.id } }));
      },
      successMessage: m(row.active ? 'reports.inactivated' : 'reports.activated', values),
      onSuccess: () => void query.refetch(),
    });
  };

  const columns: DataTableColumn<Relatorio>[] = [
    { id: 'titulo', header: m('reports.col.titulo'), primary: true, cell: (x) => x.titulo, sortKey: 'tituloPt' },
    { id: 'slug', header: m('reports.col.slug'), cell: (x) => `/relatorio/${x.slug}`, sortKey: 'slug' },
    {
      id: 'fonte',
      header: m('reports.col.fonte'),
      cell: (x) => (x.tipo === 'INTERNO' && x.relatorioInterno ? m(`reports.interno.${x.relatorioInterno}`) : m('reports.tipo.EXTERNO')),
    },
    { id: 'acesso', header: m('reports.col.acesso'), cell: (x) => acessoTexto(x, m('reports.acesso.todos')) },
    { id: 'ordem', header: m('reports.col.ordem'), cell: (x) => intl.formatNumber(x.ordem), sortKey: 'ordem' },
    { id: 'active', header: m('table.filter.status'), cell: (x) => <ActiveStatusChip active={x.active} />, sortKey: 'active' },
    {
      id: 'acoes',
      header: m('table.actions'),
      hideLabelInCard: true,
      cell: (x) => (
        <RowActions
          actions={[
            { id: 'edit', label: m('reports.edit', { titulo: x.titulo }), icon: <Edit fontSize="small" />, to: editar(x.id), state },
            ...(x.active ? [{ id: 'open', label: m('reports.open', { titulo: x.titulo }), icon: <OpenInBrowser fontSize="small" />, to: `/relatorio/${x.slug}` }] : []),
            {
              id: 'toggle',
              label: m(x.active ? 'reports.inactivate' : 'reports.activate', { titulo: x.titulo }),
              icon: x.active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />,
              onClick: () => toggle(x),
              color: x.active ? 'error' : 'success',
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageTitle>{m('route.relatorios')}</PageTitle>
      <ListToolbar
        searchLabel={m('reports.list.search')}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={{ to: '/relatorios/novo', label: m('reports.list.new'), state }}
        filters={<ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />}
      />
      <DataTable
        label={m('route.relatorios')}
        columns={columns}
        rows={page?.content}
        getRowKey={(x) => x.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(x) => void navigate(editar(x.id), { state })}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage={m('reports.list.empty')}
      />
    </>
  );
}
