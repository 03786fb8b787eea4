import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { pagingTableProps, usePaging } from '../../components/data-table/use-paging';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { DEALERS, type Dealer, type GrupoDealer } from './dealers.queries';
import { RemoverMarcaGrupo } from './RemoverMarcaGrupo';

/** The dealers of a group (paged on the server), and the brand removal over all of them. */
export function GrupoDealersSection({ grupo }: { grupo: GrupoDealer }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const headingId = useId();
  const paging = usePaging();
  const { data, previousData, loading, error, refetch } = useQuery(DEALERS, {
    variables: { filtro: { grupoId: grupo.id, page: paging.page, rowsPerPage: paging.rowsPerPage } },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.dealers;

  const columns: DataTableColumn<Dealer>[] = [
    {
      id: 'nome',
      header: labels.labelDealer,
      primary: true,
      cell: (d) => (
        <Link component={RouterLink} to={`/dealers/${d.id}`}>
          {d.nomeExibicao}
        </Link>
      ),
    },
    { id: 'codigo', header: intl.formatMessage({ id: 'dealers.field.codigoPrincipal' }), cell: (d) => d.codigoPrincipal },
    { id: 'marcas', header: labels.labelMarcas, cell: (d) => d.marcas.map((m) => m.description).join(', ') || '—' },
    { id: 'status', header: intl.formatMessage({ id: 'table.filter.status' }), cell: (d) => <ActiveStatusChip active={d.active} />, hideLabelInCard: true },
  ];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        <FormattedMessage id="dealers.grupo.dealersTitle" values={{ ...labels, nome: grupo.nome }} />
      </Typography>
      <DataTable
        label={intl.formatMessage({ id: 'dealers.grupo.dealersTitle' }, { ...labels, nome: grupo.nome })}
        columns={columns}
        rows={result?.content}
        getRowKey={(d) => d.id}
        totalElements={result?.totalElements ?? 0}
        {...pagingTableProps(paging)}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={<FormattedMessage id="dealers.grupo.noDealers" values={labels} />}
      />
      <RemoverMarcaGrupo grupo={grupo} totalDealers={result?.totalElements ?? grupo.totalDealers} onDone={() => void refetch()} />
    </Box>
  );
}
