import { useMutation, useQuery } from '@apollo/client';
import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/use-toast';
import { BarChart, CHART_MAX_ROWS } from './BarChart';
import { DADOS_RELATORIO, EXPORTAR_RELATORIO, type Relatorio } from './reports.queries';

/**
 * A built-in report: a bar chart of its first count, the full table (label columns, then the
 * counts) and an xlsx export of the same table, made by the server in the caller's language and
 * fetched through a short-lived signed link.
 */
export function BuiltInReport({ relatorio }: { readonly relatorio: Relatorio }) {
  const intl = useIntl();
  const toast = useToast();
  const query = useQuery(DADOS_RELATORIO, { variables: { slug: relatorio.slug }, fetchPolicy: 'cache-and-network' });
  const [exportar, { loading: exporting }] = useMutation(EXPORTAR_RELATORIO);
  const m = (id: NonNullable<Parameters<typeof intl.formatMessage>[0]['id']>, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dados = query.data?.dadosRelatorio;

  const onExport = async () => {
    try {
      const res = await exportar({ variables: { slug: relatorio.slug } });
      const link = res.data?.exportarRelatorio;
      if (link) window.location.assign(link);
    } catch {
      toast.error(m('reports.exportFailed'));
    }
  };

  if (!dados) {
    if (query.error)
      return (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{m('reports.retry')}</Button>}>
          {m('reports.loadFailed')}
        </Alert>
      );
    return <Skeleton variant="rounded" height={240} aria-hidden />;
  }
  const coluna = dados.colunas[0] ?? '';
  const bars = dados.linhas.map((l) => ({ rotulo: l.rotulos.join(' · '), valor: l.valores[0] ?? 0 }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<FileDownload />} onClick={() => void onExport()} disabled={exporting || dados.linhas.length === 0}>
          {m(exporting ? 'reports.exporting' : 'reports.export')}
        </Button>
      </Box>
      {dados.linhas.length === 0 ? (
        <Alert severity="info">{m('reports.builtin.empty')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <BarChart coluna={coluna} linhas={bars} />
            {dados.linhas.length > CHART_MAX_ROWS ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {m('reports.builtin.chartMore', { n: CHART_MAX_ROWS })}
              </Typography>
            ) : null}
          </Paper>
          <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={m('reports.builtin.table', { titulo: relatorio.titulo })}>
            <Table size="small" aria-label={m('reports.builtin.table', { titulo: relatorio.titulo })}>
              <TableHead>
                <TableRow>
                  {dados.rotulos.map((h) => (
                    <TableCell key={`r-${h}`} component="th" scope="col">
                      {h}
                    </TableCell>
                  ))}
                  {dados.colunas.map((h) => (
                    <TableCell key={`c-${h}`} component="th" scope="col" align="right">
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {dados.linhas.map((l, i) => (
                  <TableRow key={`${l.rotulos.join('|')}-${i}`}>
                    {l.rotulos.map((r, j) => (
                      <TableCell key={`r-${j}`}>{r}</TableCell>
                    ))}
                    {l.valores.map((v, j) => (
                      <TableCell key={`c-${j}`} align="right">
                        {intl.formatNumber(v)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
