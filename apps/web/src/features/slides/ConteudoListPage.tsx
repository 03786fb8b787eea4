import { useMutation, useQuery, type ApolloCache } from '@apollo/client';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
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
import { ExibicaoChip } from './ExibicaoChip';
import { ExibicaoFilterSelect } from './ExibicaoFilterSelect';
import { KINDS, type Kind } from './kinds';
import { formatPeriodo } from './periodo';
import { ANUNCIOS, ATIVAR_ANUNCIO, ATIVAR_SLIDE, INATIVAR_ANUNCIO, INATIVAR_SLIDE, SLIDES, type Anuncio, type Slide } from './slides.queries';

type Row = Slide | Anuncio;

const FILTERS = ['active', 'emExibicao'] as const;
// The server's default order (newest first): the default sends no sort variable.
const DEFAULT_SORT = { by: 'createdDateTime', direction: 'DESC' } as const;

/**
 * /slides and /anuncios: searched by title, filtered by status and by "em exibição", ordered and
 * paged on the server; a row opens its form; each row is activated or inactivated after a
 * confirmation whose focus starts on Cancel.
 */
export function ConteudoListPage({ kind }: { readonly kind: Kind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const run = useConfirmedAction();
  const list = useListParams(FILTERS, DEFAULT_SORT);
  const cfg = KINDS[kind];
  const isSlide = kind === 'slide';
  const filtro = {
    busca: list.busca || null,
    active: activeFilterOf(list.filters.active) ?? null,
    emExibicao: activeFilterOf(list.filters.emExibicao) ?? null,
    page: list.page,
    rowsPerPage: list.rowsPerPage,
    ...list.sortFilter,
  };
  const options = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true } as const;
  const slides = useQuery(SLIDES, { ...options, variables: { filtro }, skip: !isSlide });
  const anuncios = useQuery(ANUNCIOS, { ...options, variables: { filtro }, skip: isSlide });
  const query = isSlide ? slides : anuncios;
  const page = isSlide ? (slides.data ?? slides.previousData)?.slides : (anuncios.data ?? anuncios.previousData)?.anuncios;
  // What the home shows changes with the status: its carousel or random advert is read again.
  const homeField = isSlide ? 'slidesAtivos' : 'anuncioAleatorio';
  const update = {
    update: (cache: ApolloCache<unknown>) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: homeField });
      cache.gc();
    },
  };
  const [ativarSlide] = useMutation(ATIVAR_SLIDE, update);
  const [inativarSlide] = useMutation(INATIVAR_SLIDE, update);
  const [ativarAnuncio] = useMutation(ATIVAR_ANUNCIO, update);
  const [inativarAnuncio] = useMutation(INATIVAR_ANUNCIO, update);
  const m = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  const state = { listSearch: list.search };

  const toggle = (row: Row) => {
    const values = { titulo: row.titulo };
    const variables = { id: row.id };
    const change = async () => {
      if (isSlide) await (row.active ? inativarSlide({ variables }) : ativarSlide({ variables }));
      else await (row.active ? inativarAnuncio({ variables }) : ativarAnuncio({ variables }));
    };
    void run({
      message: intl.formatMessage({ id: `slides.${kind}.${row.active ? 'confirmInactivate' : 'confirmActivate'}` }, values),
      // Focus starts on Cancel: an Enter pressed by habit changes nothing.
      destructive: true,
      action: change,
      successMessage: intl.formatMessage({ id: `slides.${kind}.${row.active ? 'inactivated' : 'activated'}` }, values),
      onSuccess: () => void query.refetch(),
    });
  };

  const columns: DataTableColumn<Row>[] = [
    { id: 'titulo', header: m('slides.col.titulo'), primary: true, cell: (x) => x.titulo, sortKey: 'titulo' },
    { id: 'periodo', header: m('slides.col.periodo'), cell: (x) => formatPeriodo(intl, x.inicioDate, x.fimDate), sortKey: 'inicioDate' },
    { id: 'grupos', header: m('slides.col.grupos'), cell: (x) => (x.grupos.length ? x.grupos.map((g) => g.nome ?? m('slides.grupoPrivadoAlheio')).join(', ') : m('slides.grupos.todos')) },
    { id: 'emExibicao', header: m('slides.col.emExibicao'), cell: (x) => <ExibicaoChip emExibicao={x.emExibicao} /> },
    { id: 'active', header: m('table.filter.status'), cell: (x) => <ActiveStatusChip active={x.active} /> },
    {
      id: 'criado',
      header: m('slides.col.criado'),
      cell: (x) => intl.formatDate(x.createdDateTime, { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }),
      sortKey: 'createdDateTime',
    },
    {
      id: 'acoes',
      header: m('table.actions'),
      hideLabelInCard: true,
      cell: (x) => (
        <RowActions
          actions={[
            { id: 'edit', label: intl.formatMessage({ id: `slides.${kind}.edit` }, { titulo: x.titulo }), icon: <Edit fontSize="small" />, to: cfg.editarPath(x.id), state },
            {
              id: 'toggle',
              label: intl.formatMessage({ id: `slides.${kind}.${x.active ? 'inactivate' : 'activate'}` }, { titulo: x.titulo }),
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
      <PageTitle>{m(`slides.${kind}.list`)}</PageTitle>
      <ListToolbar
        searchLabel={m(`slides.${kind}.search`)}
        search={list.busca}
        onSearchChange={list.setBusca}
        activeFilters={Object.keys(list.filters).length}
        newItem={{ to: cfg.novoPath, label: m(`slides.${kind}.new`), state }}
        filters={
          <>
            <ExibicaoFilterSelect value={list.filters.emExibicao} onChange={(v) => list.setFilter('emExibicao', v)} />
            <ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />
          </>
        }
      />
      <DataTable
        label={m(`slides.${kind}.list`)}
        columns={columns}
        rows={page?.content}
        getRowKey={(x) => x.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(x) => void navigate(cfg.editarPath(x.id), { state })}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage={m(`slides.${kind}.empty`)}
      />
    </>
  );
}
