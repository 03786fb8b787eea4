import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Painel } from './dashboard.queries';
import { useFormatDay, usePercent } from './format';
import { ReadingChartSvg, type ChartLine } from './ReadingChartSvg';
import { ReadingTable } from './ReadingTable';
import { useElementWidth } from './use-element-width';

/** The narrowest drawing (a 320 px phone minus the card's padding). */
const MIN_WIDTH = 240;

/**
 * The reading curve (issue #14: "over time (chart)"): running totals of reads and, when the notice
 * asks for it, acknowledgements, per day, on a scale of the delivered (so the top is 100%).
 * Hand-written SVG (no chart library for one chart), drawn at the container's real width so its
 * text keeps its size on a phone. For people who do not see it: the image is named by a sentence
 * saying what it shows (printed under it for everyone), and the figures are one button away as a
 * table.
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
  const first = serie[0];
  const last = serie[serie.length - 1];

  const lines: ChartLine[] = [
    { key: 'lidos', color: theme.palette.primary.main, values: serie.map((p) => p.lidosAcumulado) },
    ...(ack ? [{ key: 'cientes' as const, color: theme.palette.success.dark, dash: '6 4', values: serie.map((p) => p.cientesAcumulado) }] : []),
  ];

  const summary =
    first && last
      ? [
          intl.formatMessage(
            { id: 'noticesDashboard.chart.summary' },
            { inicio: day(first.dia), fim: day(last.dia), lidos: intl.formatNumber(lidos.total), entregues: intl.formatNumber(entregues), percent: percent(lidos.percentual) },
          ),
          ack ? intl.formatMessage({ id: 'noticesDashboard.chart.summaryAck' }, { cientes: intl.formatNumber(cientes.total), percent: percent(cientes.percentual) }) : null,
        ]
          .filter(Boolean)
          .join(' ')
      : null;

  const body = !summary ? (
    <Typography color="text.secondary">{intl.formatMessage({ id: 'noticesDashboard.notSent' })}</Typography>
  ) : entregues === 0 ? (
    <Typography color="text.secondary">{intl.formatMessage({ id: 'noticesDashboard.chart.noRecipients' })}</Typography>
  ) : (
    <>
      <ReadingChartSvg
        serie={serie}
        lines={lines}
        max={entregues}
        width={Math.max(width, MIN_WIDTH)}
        labelledBy={summaryId}
        gridColor={theme.palette.divider}
        textColor={theme.palette.text.secondary}
      />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        {lines.map((l) => (
          <Box component="li" key={l.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <svg width={28} height={10} aria-hidden focusable="false">
              <line x1={0} x2={28} y1={5} y2={5} stroke={l.color} strokeWidth={2.5} strokeDasharray={l.dash} />
            </svg>
            <Typography variant="body2">{intl.formatMessage({ id: l.key === 'lidos' ? 'noticesDashboard.chart.legend.lidos' : 'noticesDashboard.chart.legend.cientes' })}</Typography>
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
      {tableOpen ? <ReadingTable id={tableId} serie={serie} ack={ack} /> : null}
    </>
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {intl.formatMessage({ id: 'noticesDashboard.chart.title' })}
      </Typography>
      {/* Always drawn, so the width is measured before the first curve arrives. */}
      <Box ref={frame} sx={{ width: '100%' }}>
        {body}
      </Box>
    </Paper>
  );
}
