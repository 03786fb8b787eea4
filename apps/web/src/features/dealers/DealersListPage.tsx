import { useMutation, useQuery } from '@apollo/client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { formatCnpj } from './cnpj-mask';
import { ATIVAR_DEALER, DEALERS, INATIVAR_DEALER, type Dealer } from './dealers.queries';
import { GrupoSelect, useGrupoOption } from './GrupoSelect';
import { RowActions } from './RowActions';
import { useMarcaOptions } from './use-marca-options';

const FILTERS = ['grupoId', 'marcaId', 'active'] as const;
/** The server's order when none is asked for (dealers.graphql). */
const DEFAULT_SORT = { by: 'nomeExibicao', direction: 'ASC' } as const;

/** /dealers: search by name, code or CNPJ; filter by group, brand and status; paged on the server. */
export default function DealersListPage() {
  const intl = useIntl();
  const labels = usePortalLabels();
  const list = useListParams(FILTERS, DEFAULT_SORT);
  const navigate = useNavigate();
  const { options: marcas } = useMarcaOptions();
  const grupo = useGrupoOption(list.filters.grupoId);
  const run = useConfirmedAction();
  const [ativar] = useMutation(ATIVAR_DEALER);
  const [inativar] = useMutation(INATIVAR_DEALER);

  const filtro = {
    busca: list.busca || null,
    grupoId: list.filters.grupoId ?? null,
    marcaId: list.filters.marcaId ?? null,
    active: activeFilterOf(list.filters.active) ?? null,
    page: list.page,
    rowsPerPage: list.rowsPerPage,
    ...list.sortFilter,
  };
  const { data, previousData, loading, error, refetch } = useQuery(DEALERS, {
    variables: { filtro },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.dealers;

  const toggleActive = (d: Dealer) => {
    const values = { ...labels, nome: d.nomeExibicao };
    void run({
      message: intl.formatMessage({ id: d.active ? 'dealers.list.confirmInactivate' : 'dealers.list.confirmActivate' }, values),
      destructive: d.active,
      action: async () => {
        if (d.active) await inativar({ variables: { id: d.id } });
        else await ativar({ variables: { id: d.id } });
      },
      successMessage: intl.formatMessage({ id: d.active ? 'dealers.list.inactivated' : 'dealers.list.activated' }, values),
      // The row may leave the current filter (e.g. "active only"): ask the server again.
      onSuccess: () => void refetch(),
    });
  };

  const columns: DataTableColumn<Dealer>[] = [
    {
      id: 'nome',
      header: labels.labelDealer,
      primary: true,
      sortKey: 'nomeExibicao',
      cell: (d) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {d.nomeExibicao}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {d.razaoSocial}
          </Typography>
        </>
      ),
    },
    { id: 'codigo', header: intl.formatMessage({ id: 'dealers.field.codigoPrincipal' }), cell: (d) => d.codigoPrincipal, sortKey: 'codigoPrincipal' },
    {
      id: 'cnpj',
      header: intl.formatMessage({ id: 'dealers.field.cnpj' }),
      cell: (d) => <span style={{ whiteSpace: 'nowrap' }}>{formatCnpj(d.cnpj)}</span>,
      sortKey: 'cnpj',
    },
    { id: 'grupo', header: labels.labelGrupo, cell: (d) => d.grupo?.nome },
    { id: 'marcas', header: labels.labelMarcas, cell: (d) => d.marcas.map((m) => m.description).join(', ') },
    { id: 'status', header: intl.formatMessage({ id: 'table.filter.status' }), cell: (d) => <ActiveStatusChip active={d.active} />, hideLabelInCard: true },
    {
      id: 'acoes',
      header: intl.formatMessage({ id: 'table.actions' }),
      hideLabelInCard: true,
      cell: (d) => (
        <RowActions
          nome={d.nomeExibicao}
          editTo={`/dealers/${d.id}`}
          editState={{ listSearch: list.search }}
          auditTo={`/auditoria/${d.id}/dealer`}
          active={d.active}
          onToggleActive={() => toggleActive(d)}
        />
      ),
    },
  ];

  return (
    <>
      <PageTitle>
        <FormattedMessage id="route.dealers" values={labels} />
      </PageTitle>
      <ListToolbar
        searchLabel={intl.formatMessage({ id: 'dealers.list.search' })}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={{ to: '/dealers/novo', label: labels.labelNovoDealer, state: { listSearch: list.search } }}
        filters={
          <>
            <GrupoSelect
              label={labels.labelGrupo}
              value={grupo}
              onChange={(g) => list.setFilter('grupoId', g?.id)}
              size="small"
              sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '1 1 200px', md: '0 0 220px' } }}
            />
            <TextField
              select
              size="small"
              label={labels.labelMarca}
              value={list.filters.marcaId ?? ''}
              onChange={(e) => list.setFilter('marcaId', e.target.value)}
              sx={{ minWidth: 160, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{intl.formatMessage({ id: 'dealers.list.anyMarca' })}</MenuItem>
              {marcas.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.label}
                </MenuItem>
              ))}
            </TextField>
            <ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />
          </>
        }
      />
      <DataTable
        label={intl.formatMessage({ id: 'route.dealers' }, labels)}
        columns={columns}
        rows={page?.content}
        getRowKey={(d) => d.id}
        totalElements={page?.totalElements ?? 0}
        page={list.page}
        rowsPerPage={list.rowsPerPage}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setRowsPerPage}
        sort={list.sort}
        onSortChange={list.setSort}
        onRowOpen={(d) => void navigate(`/dealers/${d.id}`, { state: { listSearch: list.search } })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={<FormattedMessage id="dealers.list.empty" values={labels} />}
      />
    </>
  );
}
