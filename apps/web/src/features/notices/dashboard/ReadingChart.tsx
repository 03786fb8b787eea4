import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../../components/a11y/sr-only';
import { chartBox, labelledDays, linePath, xOf, yOf, Y_TICKS } from './chart-geometry';
import type { Painel } from './dashboard.queries';
import { useFormatDay, usePercent } from './format';
import { useElementWidth } from './use-element-width';

/** The cumulative acknowledgement line is dashed: the two lines differ by more than colour. */
const DASH = '6 4';

/**
 * The reading curve (issue #14: "over time (chart)"): running totals of reads and, when the notice
 * asks for it, acknowledgements, per day, on a scale of the delivered (so the curve's top is 100%).
 * Hand-written SVG (no chart library for one chart), drawn at the container's real width. For
 * people who do not see it: the image is named by a sentence saying what it shows (also printed
 * under it), and the same figures are one button away as a table.
 */
export function ReadingChart({ painel }: { readonly painel: Painel }) {
  const intl = useIntl();
  const theme = useTheme();
  const percent = usePercent();
  const day = useFormatDay();
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 640);
  const { serie, entregues, lidos, cientes } = painel;
  const ack = painel.comunicado.requerCiencia;
  const box = chartBox(Math.max(width, 240));
  const last = serie[serie.length - 1];
  const first = serie[0];

  const summary =
    first && last
      ? [
          intl.formatMessage(
            { id: 'noticesDashboard.chart.summary' },
            { inicio: day(first.dia), fim: day(last.dia), lidos: intl.formatNumber(lidos.total), entregues: intl.formatNumber(entregues), percent: percent(lidos.percentual) },
          ),
          ack ? intl.formatMessage({ id: 'noticesDashboard.chart.summaryAck' }, { cientes: intl.formatNumber(cientes.total), percent: percent(cientes.percentual) }) : '',
        ]
          .filter(Boolean)
          .join(' ')
      : null;

  const lines = [
    { key: 'lidos', color: theme.palette.primary.main, dash: undefined, values: serie.map((p) => p.lidosAcumulado) },
    ...(ack ? [{ key: 'cientes', color: theme.palette.success.dark, dash: DASH, values: serie.map((p) => p.cientesAcumulado) }] : []),
  ];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {intl.formatMessage({ id: 'noticesDashboard.chart.title' })}
      </Typography>
      <Box ref={frame} sx={{ width: '100%' }}>
      {!summary ? (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'noticesDashboard.notSent' })}</Typography>
      ) : (
        <>
          <Box>
            <svg role="img" aria-labelledby={summaryId} width={box.width} height={box.height} viewBox={`0 0 ${box.width} ${box.height}`} style={{ display: 'block', maxWidth: '100%' }}>
              {Y_TICKS.map((t) => {
                const y = yOf(box, t * entregues, entregues);
                return (
                  <g key={t}>
                    <line x1={box.left} x2={box.width - box.right} y1={y} y2={y} stroke={theme.palette.divider} />
                    <text x={box.left - 6} y={y + 4} textAnchor="end" fontSize={12} fill={theme.palette.text.secondary}>
                      {intl.formatNumber(t, { style: 'percent' })}
                    </text>
                  </g>
                );
              })}
              {labelledDays(box, serie.length).map((i) => (
                <text key={i} x={xOf(box, i, serie.length)} y={box.height - 8} textAnchor={serie.length === 1 ? 'middle' : i === 0 ? 'start' : i === serie.length - 1 ? 'end' : 'middle'} fontSize={12} fill={theme.palette.text.secondary}>
                  {day(serie[i]!.dia, 'axis')}
                </text>
              ))}
              {lines.map((l) =>
                l.values.length === 1 ? (
                  <circle key={l.key} cx={xOf(box, 0, 1)} cy={yOf(box, l.values[0]!, entregues)} r={4} fill={l.color} />
                ) : (
                  <path key={l.key} d={linePath(box, l.values, entregues)} fill="none" stroke={l.color} strokeWidth={2.5} strokeDasharray={l.dash} strokeLinejoin="round" />
                ),
              )}
            </svg>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {lines.map((l) => (
              <Box component="li" key={l.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <svg width={28} height={10} aria-hidden focusable="false">
                  <line x1={0} x2={28} y1={5} y2={5} stroke={l.color} strokeWidth={2.5} strokeDasharray={l.dash} />
                </svg>
                <Typography variant="body2">{intl.formatMessage({ id: `noticesDashboard.chart.legend.${l.key}` as 'noticesDashboard.chart.legend.lidos' })}</Typography>
              </Box>
            ))}
          </Box>
          <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {summary}
          </Typography>
          {lidos.total === 0 ? <Typography variant="body2">{intl.formatMessage({ id: 'noticesDashboard.chart.empty' })}</Typography> : null}
          <Button size="small" sx={{ mt: 1 }} aria-expanded={tableOpen} aria-controls={tableOpen ? tableId : undefined} onClick={() => setTableOpen((o) => !o)}>
            {intl.formatMessage({ id: tableOpen ? 'noticesDashboard.chart.hideTable' : 'noticesDashboard.chart.showTable' })}
          </Button>
          {tableOpen ? (
            <TableContainer id={tableId} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'noticesDashboard.chart.table' })} sx={{ mt: 1, maxHeight: 360 }}>
              <Table size="small" stickyHeader>
                <Box component="caption" sx={srOnly}>
                  {intl.formatMessage({ id: 'noticesDashboard.chart.table' })}
                </Box>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{intl.formatMessage({ id: 'noticesDashboard.col.dia' })}</TableCell>
                    <TableCell scope="col" align="right">{intl.formatMessage({ id: 'noticesDashboard.col.lidosDia' })}</TableCell>
                    <TableCell scope="col" align="right">{intl.formatMessage({ id: 'noticesDashboard.col.lidosAcumulado' })}</TableCell>
                    {ack ? <TableCell scope="col" align="right">{intl.formatMessage({ id: 'noticesDashboard.col.cientesDia' })}</TableCell> : null}
                    {ack ? <TableCell scope="col" align="right">{intl.formatMessage({ id: 'noticesDashboard.col.cientesAcumulado' })}</TableCell> : null}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {serie.map((p) => (
                    <TableRow key={p.dia}>
                      <TableCell component="th" scope="row">{day(p.dia)}</TableCell>
                      <TableCell align="right">{intl.formatNumber(p.lidos)}</TableCell>
                      <TableCell align="right">{intl.formatNumber(p.lidosAcumulado)}</TableCell>
                      {ack ? <TableCell align="right">{intl.formatNumber(p.cientes)}</TableCell> : null}
                      {ack ? <TableCell align="right">{intl.formatNumber(p.cientesAcumulado)}</TableCell> : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </>
      )}
      </Box>
    </Paper>
  );
}
