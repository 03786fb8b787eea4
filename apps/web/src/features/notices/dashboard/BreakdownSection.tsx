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
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { QUEBRA_COMUNICADO, type NivelQuebraComunicado, type QuebraLinha } from './dashboard.queries';
import { share, usePercent } from './format';
import { ShareBar } from './ShareBar';

const NIVEIS: readonly NivelQuebraComunicado[] = ['MARCA', 'GRUPO', 'DEALER'];

/**
 * The breakdown (issue #14: "broken down by brand, dealer group and dealer (table with a bar per
 * row)"): the level is switched with the portal's own words for brand, group and dealer; each row
 * shows its delivered, read (with a bar of the read share) and, when asked for, acknowledged.
 * Largest first, paged on the server; the row of people without a link of the level is named by
 * the server ("Sem Grupo econômico").
 */
export function BreakdownSection({ id, requerCiencia }: { readonly id: string; readonly requerCiencia: boolean }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const percent = usePercent();
  const titleId = useId();
  const [nivel, setNivel] = useState<NivelQuebraComunicado>('MARCA');
  const paging = usePaging();
  const { data, previousData, loading, error, refetch } = useQuery(QUEBRA_COMUNICADO, {
    variables: { id, nivel, page: paging.page, rowsPerPage: paging.rowsPerPage },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.quebraComunicado;
  const nivelLabel = { MARCA: labels.labelMarca, GRUPO: labels.labelGrupo, DEALER: labels.labelDealer }[nivel];

  const columns: DataTableColumn<QuebraLinha>[] = [
    { id: 'nome', header: nivelLabel, cell: (r) => r.nome, primary: true },
    { id: 'entregues', header: intl.formatMessage({ id: 'noticesDashboard.col.entregues' }), cell: (r) => intl.formatNumber(r.entregues), align: 'right' },
    { id: 'lidos', header: intl.formatMessage({ id: 'noticesDashboard.col.lidos' }), cell: (r) => intl.formatNumber(r.lidos), align: 'right' },
    { id: 'leitura', header: intl.formatMessage({ id: 'noticesDashboard.col.leitura' }), cell: (r) => <ShareBar percentual={share(r.lidos, r.entregues)} />, width: '30%' },
    ...(requerCiencia
      ? [
          {
            id: 'cientes',
            header: intl.formatMessage({ id: 'noticesDashboard.col.cientes' }),
            cell: (r: QuebraLinha) => `${intl.formatNumber(r.cientes)} (${percent(share(r.cientes, r.entregues))})`,
            align: 'right' as const,
          },
        ]
      : []),
  ];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {intl.formatMessage({ id: 'noticesDashboard.breakdown.title' }, { nivel: nivelLabel })}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={nivel}
        aria-label={intl.formatMessage({ id: 'noticesDashboard.breakdown.level' })}
        onChange={(_, value: NivelQuebraComunicado | null) => {
          if (!value) return;
          setNivel(value);
          paging.firstPage();
        }}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {NIVEIS.map((n) => (
          <ToggleButton key={n} value={n} sx={{ textTransform: 'none' }}>
            {{ MARCA: labels.labelMarca, GRUPO: labels.labelGrupo, DEALER: labels.labelDealer }[n]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DataTable
        label={intl.formatMessage({ id: 'noticesDashboard.breakdown.title' }, { nivel: nivelLabel })}
        columns={columns}
        rows={result?.content}
        getRowKey={(r) => r.chave ?? 'none'}
        totalElements={result?.totalElements ?? 0}
        {...pagingTableProps(paging)}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={intl.formatMessage({ id: 'noticesDashboard.breakdown.empty' })}
      />
    </Paper>
  );
}
