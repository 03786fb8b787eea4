import BarChart from '@mui/icons-material/BarChart';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { RowActions, type RowAction } from '../../../components/data-table/RowActions';
import { listTableProps, type ListParams } from '../../../components/data-table/use-list-params';
import { noticePaths } from '../common/notice-paths';
import { NoticeStatusChip } from '../common/NoticeStatusChip';
import { useFormatInstant } from '../common/use-format-instant';
import { NoticeTitle } from './EnvioTitle';
import { COMUNICADOS, type CaixaComunicado, type ComunicadoLinha } from './inbox.queries';
import type { FilterKey } from './InboxFilters';

interface ComunicadosListProps {
  readonly caixa: CaixaComunicado;
  readonly list: ListParams<FilterKey>;
  readonly label: string;
  readonly toolbar: (tagsOnScreen: readonly string[]) => ReactNode;
}

/** A draft or a rejected notice its author may change opens in the form; anything else in the author's view. */
export const openPathOf = (c: ComunicadoLinha) => ((c.rascunho || c.rejeitado) && c.podeEditar ? noticePaths.editar(c.id) : noticePaths.visualizar(c.id));

/** The date that matters in each list: sent, scheduled for, or created. */
function dateOf(caixa: CaixaComunicado, c: ComunicadoLinha): string | null | undefined {
  if (caixa === 'ENVIADOS') return c.envioDateTime;
  if (caixa === 'AGENDADOS') return c.dataHoraAgendamento;
  if (caixa === 'MEUS') return c.envioDateTime ?? c.dataHoraAgendamento ?? c.createdDateTime;
  return c.createdDateTime;
}

/** One of the author's / approver's lists (sent, scheduled, in approval, drafts, mine), paged on the server. */
export function ComunicadosList({ caixa, list, label, toolbar }: ComunicadosListProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const when = useFormatInstant();
  const { data, previousData, loading, error, refetch } = useQuery(COMUNICADOS, {
    variables: {
      filtro: {
        caixa,
        busca: list.busca || null,
        idDepartamento: list.filters.departamento ?? null,
        etiqueta: list.filters.etiqueta ?? null,
        page: list.page,
        rowsPerPage: list.rowsPerPage,
      },
    },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.comunicados;
  const m = (id: Parameters<typeof intl.formatMessage>[0]['id'], values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const actionsOf = (c: ComunicadoLinha): RowAction[] => {
    const out: RowAction[] = [];
    if (c.status.id === 'ENVIADO') out.push({ id: 'dashboard', label: m('notices.action.dashboard', { titulo: c.titulo }), icon: <BarChart />, to: noticePaths.dashboard(c.id) });
    if ((c.rascunho || c.rejeitado) && c.podeEditar) out.push({ id: 'editar', label: m('notices.action.edit', { titulo: c.titulo }), icon: <Edit />, to: noticePaths.editar(c.id) });
    else out.push({ id: 'ver', label: m('notices.action.view', { titulo: c.titulo }), icon: <Visibility />, to: noticePaths.visualizar(c.id) });
    return out;
  };

  const columns: DataTableColumn<ComunicadoLinha>[] = [
    { id: 'titulo', header: m('notices.col.titulo'), primary: true, cell: (c) => <NoticeTitle notice={c} to={openPathOf(c)} /> },
    { id: 'status', header: m('notices.col.status'), cell: (c) => <NoticeStatusChip status={c.status.id} /> },
    { id: 'departamento', header: m('notices.col.departamento'), cell: (c) => c.departamento?.nome },
    caixa === 'AGUARDANDO_APROVACAO'
      ? { id: 'aprovador', header: m('notices.col.aprovador'), cell: (c) => c.usuarioAprovador?.nome }
      : { id: 'autor', header: m('notices.col.autor'), cell: (c) => c.usuarioCriador.nome },
    { id: 'data', header: m(`notices.col.data.${caixa}`), cell: (c) => when(dateOf(caixa, c)) },
    ...(caixa === 'ENVIADOS' || caixa === 'MEUS'
      ? [{ id: 'destinatarios', header: m('notices.col.destinatarios'), align: 'right' as const, cell: (c: ComunicadoLinha) => (c.status.id === 'ENVIADO' ? intl.formatNumber(c.destinatarios) : null) }]
      : []),
    { id: 'acoes', header: m('notices.col.acoes'), hideLabelInCard: true, align: 'right', cell: (c) => <RowActions actions={actionsOf(c)} /> },
  ];

  return (
    <>
      {toolbar(page?.content.flatMap((c) => c.etiquetas) ?? [])}
      <DataTable
        label={label}
        columns={columns}
        rows={page?.content}
        getRowKey={(c) => c.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(c) => void navigate(openPathOf(c))}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={m(list.busca || Object.keys(list.filters).length ? 'notices.empty.filtered' : `notices.empty.${caixa}`)}
      />
    </>
  );
}
