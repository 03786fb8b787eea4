import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import { srOnly } from '../../../components/a11y/sr-only';
import type { PontoLeitura } from './dashboard.queries';
import { useFormatDay } from './format';

/**
 * The reading curve's figures, a row per day: read that day and by that day (and the same for
 * acknowledgements when asked for). Scrolls inside its own frame on a phone; the frame takes the
 * keyboard focus so it can be scrolled without a mouse.
 */
export function ReadingTable({ id, serie, ack }: { readonly id: string; readonly serie: readonly PontoLeitura[]; readonly ack: boolean }) {
  const intl = useIntl();
  const day = useFormatDay();
  const label = intl.formatMessage({ id: 'noticesDashboard.chart.table' });
  const headers = [
    'noticesDashboard.col.lidosDia',
    'noticesDashboard.col.lidosAcumulado',
    ...(ack ? (['noticesDashboard.col.cientesDia', 'noticesDashboard.col.cientesAcumulado'] as const) : []),
  ] as const;
  return (
    <TableContainer id={id} tabIndex={0} role="region" aria-label={label} sx={{ mt: 1, maxHeight: 360 }}>
      <Table size="small" stickyHeader>
        <Box component="caption" sx={srOnly}>
          {label}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{intl.formatMessage({ id: 'noticesDashboard.col.dia' })}</TableCell>
            {headers.map((h) => (
              <TableCell key={h} scope="col" align="right">
                {intl.formatMessage({ id: h })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {serie.map((p) => (
            <TableRow key={p.dia}>
              <TableCell component="th" scope="row">
                {day(p.dia)}
              </TableCell>
              {(ack ? [p.lidos, p.lidosAcumulado, p.cientes, p.cientesAcumulado] : [p.lidos, p.lidosAcumulado]).map((v, i) => (
                <TableCell key={headers[i]} align="right">
                  {intl.formatNumber(v)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
