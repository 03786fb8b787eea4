import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';

/** How many rows the chart draws at most; the table below holds them all. */
export const CHART_MAX_ROWS = 15;

// Each row: its label on a line of its own, the bar under it, so long labels fit 360 px too.
const ROW_HEIGHT = 42;
const BAR_SPAN = 86; // percent of the width the largest bar takes; its value follows it

interface BarChartProps {
  /** What the bars measure (the first count column's header). */
  readonly coluna: string;
  readonly linhas: readonly { readonly rotulo: string; readonly valor: number }[];
}

/**
 * Horizontal bars drawn by hand in SVG (no chart library): one bar per row, its value at its end,
 * scaled to the largest. It is a picture of the table that follows (role="img" with a label and a
 * <title>), so a screen reader reads the table, not the bars; widths are percentages of the box,
 * so it fits 360 px as well as 1440 px.
 */
export function BarChart({ coluna, linhas }: BarChartProps) {
  const intl = useIntl();
  const theme = useTheme();
  const rows = linhas.slice(0, CHART_MAX_ROWS);
  const max = Math.max(1, ...rows.map((r) => r.valor));
  const height = rows.length * ROW_HEIGHT + 8;
  const label = intl.formatMessage({ id: 'reports.builtin.chart' }, { coluna });
  return (
    <Box sx={{ width: '100%', overflow: 'hidden' }}>
      <svg role="img" aria-label={label} width="100%" height={height} style={{ display: 'block' }}>
        <title>{label}</title>
        {rows.map((r, i) => {
          const y = i * ROW_HEIGHT + 4;
          const width = Math.max((r.valor / max) * BAR_SPAN, r.valor > 0 ? 0.5 : 0);
          return (
            <g key={`${r.rotulo}-${i}`}>
              <text x="0" y={y + 13} fontSize="13" fill={theme.palette.text.primary}>
                {r.rotulo.length > 80 ? `${r.rotulo.slice(0, 79)}…` : r.rotulo}
              </text>
              <rect x="0" y={y + 19} width={`${width}%`} height={14} rx="3" fill={theme.palette.primary.main} />
              <text x={`${width + 1}%`} y={y + 31} fontSize="13" fill={theme.palette.text.primary}>
                {intl.formatNumber(r.valor)}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
