import Archive from '@mui/icons-material/Archive';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventBusy from '@mui/icons-material/EventBusy';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Unarchive from '@mui/icons-material/Unarchive';
import Chip from '@mui/material/Chip';
import { useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { listTableProps, type ListParams } from '../../../components/data-table/use-list-params';
import { RowActions } from '../../../components/data-table/RowActions';
import { noticePaths } from '../common/notice-paths';
import { useFormatInstant } from '../common/use-format-instant';
import { NoticeTitle } from './EnvioTitle';
import { COMUNICADO_ENVIOS, type CaixaComunicadoEnvio, type EnvioLinha } from './inbox.queries';
import type { FilterKey } from './InboxFilters';
import { useEnvioActions } from './use-envio-actions';

interface EnviosListProps {
  readonly caixa: CaixaComunicadoEnvio;
  readonly list: ListParams<FilterKey>;
  /** What the table is called (the tab's name). */
  readonly label: string;
  /** The list's toolbar, handed the tags of the rows on screen. */
  readonly toolbar: (tagsOnScreen: readonly string[]) => ReactNode;
}

/** Past its expiry date: it has left the inbox and shows under Archived (notices-contract "Expiry"). */
const expired = (e: EnvioLinha) => e.comunicado.expiraEm != null && Date.parse(e.comunicado.expiraEm) <= Date.now();

/** One of the recipient's lists (inbox, read, archived, favourites), paged on the server. */
export function EnviosList({ caixa, list, label, toolbar }: EnviosListProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const when = useFormatInstant();
  const { toggleFavorito, toggleArquivado } = useEnvioActions();
  const { data, previousData, loading, error, refetch } = useQuery(COMUNICADO_ENVIOS, {
    variables: {
      filtro: {
        caixa,
        busca: list.busca || null,
        idDepartamento: list.filters.departamento ?? null,
        etiqueta: list.filters.etiqueta ?? null,
        naoLidos: caixa === 'ENTRADA' && list.filters.naoLidos === '1' ? true : null,
        page: list.page,
        rowsPerPage: list.rowsPerPage,
      },
    },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.comunicadoEnvios;
  const m = (id: Parameters<typeof intl.formatMessage>[0]['id'], values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const columns: DataTableColumn<EnvioLinha>[] = [
    {
      id: 'titulo',
      header: m('notices.col.titulo'),
      primary: true,
      cell: (e) => (
        <>
          <NoticeTitle notice={e.comunicado} to={noticePaths.visualizarEnvio(e.comunicado.id)} unread={!e.lido} />
          {expired(e) ? (
            <Chip size="small" variant="outlined" icon={<EventBusy aria-hidden />} label={m('notices.expired')} sx={{ mt: 0.5, color: 'text.primary' }} />
          ) : null}
        </>
      ),
    },
    { id: 'departamento', header: m('notices.col.departamento'), cell: (e) => e.comunicado.departamento?.nome },
    { id: 'remetente', header: m('notices.col.remetente'), cell: (e) => e.comunicado.usuarioCriador.nome },
    { id: 'enviadoEm', header: m('notices.col.enviadoEm'), cell: (e) => when(e.comunicado.envioDateTime || e.data) },
    {
      id: 'ciencia',
      header: m('notices.col.ciencia'),
      cell: (e) =>
        !e.comunicado.requerCiencia ? null : e.ciente ? (
          <Chip size="small" variant="outlined" color="success" icon={<CheckCircle aria-hidden />} label={m('notices.ack.done.short')} sx={{ color: 'text.primary' }} />
        ) : (
          <Chip size="small" variant="outlined" color="warning" icon={<HourglassEmpty aria-hidden />} label={m('notices.ack.pending')} sx={{ color: 'text.primary' }} />
        ),
    },
    {
      id: 'acoes',
      header: m('notices.col.acoes'),
      hideLabelInCard: true,
      align: 'right',
      cell: (e) => (
        <RowActions
          actions={[
            {
              id: 'favorito',
              label: m('notices.favorite.toggle', { titulo: e.comunicado.titulo }),
              icon: e.favorito ? <Star /> : <StarBorder />,
              pressed: e.favorito,
              color: e.favorito ? 'warning' : 'default',
              onClick: () => void toggleFavorito(e.comunicado.id, e),
            },
            // An expired delivery is already under Archived: archiving it would change nothing the user sees.
            ...(expired(e) && !e.arquivado
              ? []
              : [
                  {
                    id: 'arquivar',
                    label: m(e.arquivado ? 'notices.unarchive' : 'notices.archive', { titulo: e.comunicado.titulo }),
                    icon: e.arquivado ? <Unarchive /> : <Archive />,
                    onClick: () => void toggleArquivado(e.comunicado.id, e),
                  },
                ]),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      {toolbar(page?.content.flatMap((e) => e.comunicado.etiquetas) ?? [])}
      <DataTable
        label={label}
        columns={columns}
        rows={page?.content}
        getRowKey={(e) => e.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(e) => void navigate(noticePaths.visualizarEnvio(e.comunicado.id))}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={m(list.busca || Object.keys(list.filters).length ? 'notices.empty.filtered' : `notices.empty.${caixa}`)}
      />
    </>
  );
}
