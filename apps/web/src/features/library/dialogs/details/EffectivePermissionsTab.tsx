import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { DataTable } from '../../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../../components/data-table/data-table.types';
import { pageOf, pagingTableProps, usePaging } from '../../../../components/data-table/use-paging';
import { grupoConcedidoNome } from '../../grupo-concedido';
import { PERMISSOES_EFETIVAS_PASTA, type PermissaoEfetiva } from '../dialogs.queries';

const LEVEL = { LEITURA: 'library.dialogs.level.LEITURA', LEITURA_ESCRITA: 'library.dialogs.level.LEITURA_ESCRITA' } as const;

/**
 * Who can read or write the folder and why: one row per group with its level, where the grant
 * sits (this folder or an ancestor) and how many users it reaches; then the distinct readers,
 * writers and library managers (who write everywhere).
 */
export function EffectivePermissionsTab({ idPasta }: { idPasta: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PERMISSOES_EFETIVAS_PASTA, { variables: { idPasta }, fetchPolicy: 'cache-and-network' });
  const paging = usePaging();
  const result = data?.permissoesEfetivasPasta;
  const rows = result?.permissoes;
  const columns: DataTableColumn<PermissaoEfetiva>[] = [
    { id: 'grupo', header: intl.formatMessage({ id: 'library.dialogs.details.grupo' }), primary: true, cell: (p) => grupoConcedidoNome(intl.formatMessage, p.grupoUsuarios) },
    { id: 'nivel', header: intl.formatMessage({ id: 'library.dialogs.details.nivel' }), cell: (p) => intl.formatMessage({ id: LEVEL[p.permissao] }) },
    {
      id: 'origem',
      header: intl.formatMessage({ id: 'library.dialogs.details.origem' }),
      cell: (p) => (p.herdada ? intl.formatMessage({ id: 'library.dialogs.details.herdada' }, { nome: p.origem.nome }) : intl.formatMessage({ id: 'library.dialogs.details.propria' })),
    },
    { id: 'usuarios', header: intl.formatMessage({ id: 'library.dialogs.details.usuarios' }), align: 'right', cell: (p) => intl.formatNumber(p.totalUsuarios) },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {result ? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, auto 1fr)' }, columnGap: 1, rowGap: 0.5, m: 0 }}>
          {(
            [
              ['library.dialogs.details.totalLeitura', result.totalLeitura],
              ['library.dialogs.details.totalEscrita', result.totalEscrita],
              ['library.dialogs.details.totalGestores', result.totalGestores],
            ] as const
          ).map(([id, n]) => (
            <Box key={id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {intl.formatMessage({ id })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {intl.formatNumber(n)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      <DataTable
        label={intl.formatMessage({ id: 'library.dialogs.details.permissions' })}
        columns={columns}
        rows={pageOf(rows, paging)}
        getRowKey={(p) => `${p.grupoUsuarios.id}-${p.origem.id}-${p.permissao}`}
        totalElements={rows?.length ?? 0}
        {...pagingTableProps(paging)}
        loading={loading && !result}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={intl.formatMessage({ id: 'library.dialogs.details.noPermissions' })}
      />
    </Box>
  );
}
