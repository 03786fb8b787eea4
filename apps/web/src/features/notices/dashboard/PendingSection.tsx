import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { pagingTableProps, usePaging } from '../../../components/data-table/use-paging';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { useFormatInstant } from '../common/use-format-instant';
import { PENDENTES_COMUNICADO, type PendenteLinha, type SituacaoPendenteComunicado } from './dashboard.queries';

/**
 * The people who still owe the notice a read (or, when it asks for one, an acknowledgement):
 * searched by name or e-mail (debounced, as every list's search), paged on the server, with their
 * dealer and group in the portal's words. Who has read but not acknowledged shows when they read.
 */
export function PendingSection({ id, requerCiencia }: { readonly id: string; readonly requerCiencia: boolean }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const when = useFormatInstant();
  const titleId = useId();
  const [situacao, setSituacao] = useState<SituacaoPendenteComunicado>('NAO_LIDO');
  const [busca, setBusca] = useState('');
  const paging = usePaging();
  const { data, previousData, loading, error, refetch } = useQuery(PENDENTES_COMUNICADO, {
    variables: { id, filtro: { situacao, busca: busca.trim() || null, page: paging.page, rowsPerPage: paging.rowsPerPage } },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.pendentesComunicado;
  const tableLabel = intl.formatMessage({ id: `noticesDashboard.pending.table.${situacao}` });

  const columns: DataTableColumn<PendenteLinha>[] = [
    { id: 'nome', header: intl.formatMessage({ id: 'noticesDashboard.col.nome' }), cell: (r) => r.usuario.nome, primary: true },
    { id: 'email', header: intl.formatMessage({ id: 'noticesDashboard.col.email' }), cell: (r) => r.usuario.email },
    { id: 'dealer', header: labels.labelDealer, cell: (r) => r.dealer },
    { id: 'grupo', header: labels.labelGrupo, cell: (r) => r.grupo },
    ...(situacao === 'NAO_CIENTE'
      ? [
          {
            id: 'leitura',
            header: intl.formatMessage({ id: 'noticesDashboard.col.leituraPessoa' }),
            cell: (r: PendenteLinha) =>
              r.lido && r.lidoEm ? intl.formatMessage({ id: 'noticesDashboard.pending.readAt' }, { when: when(r.lidoEm) }) : intl.formatMessage({ id: 'noticesDashboard.pending.unread' }),
          },
        ]
      : []),
  ];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {intl.formatMessage({ id: 'noticesDashboard.pending.title' })}
      </Typography>
      {requerCiencia ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={situacao}
          aria-label={intl.formatMessage({ id: 'noticesDashboard.pending.situacao' })}
          onChange={(_, value: SituacaoPendenteComunicado | null) => {
            if (!value) return;
            setSituacao(value);
            paging.firstPage();
          }}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {(['NAO_LIDO', 'NAO_CIENTE'] as const).map((s) => (
            <ToggleButton key={s} value={s} sx={{ textTransform: 'none' }}>
              {intl.formatMessage({ id: `noticesDashboard.pending.${s}` })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <ListToolbar
        searchLabel={intl.formatMessage({ id: 'noticesDashboard.pending.search' })}
        search={busca}
        onSearchChange={(text) => {
          setBusca(text);
          paging.firstPage();
        }}
      />
      <DataTable
        label={tableLabel}
        columns={columns}
        rows={result?.content}
        getRowKey={(r) => r.usuario.id}
        totalElements={result?.totalElements ?? 0}
        {...pagingTableProps(paging)}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={intl.formatMessage({ id: busca.trim() ? 'noticesDashboard.pending.empty.search' : `noticesDashboard.pending.empty.${situacao}` })}
      />
    </Paper>
  );
}
