import { useIntl } from 'react-intl';
import { chartBox, labelledDays, linePath, xOf, yOf, Y_TICKS } from './chart-geometry';
import type { PontoLeitura } from './dashboard.queries';
import { useFormatDay } from './format';

/** One running total drawn on the chart (and named in its legend). */
export interface ChartLine {
  readonly key: 'lidos' | 'cientes';
  readonly color: string;
  /** SVG dash pattern: the lines differ by more than colour. */
  readonly dash?: string;
  readonly values: readonly number[];
}

interface ReadingChartSvgProps {
  readonly serie: readonly PontoLeitura[];
  readonly lines: readonly ChartLine[];
  /** The scale's top: the delivered. */
  readonly max: number;
  /** Pixel width of the drawing (the container's). */
  readonly width: number;
  /** Id of the sentence that names the image. */
  readonly labelledBy: string;
  readonly gridColor: string;
  readonly textColor: string;
}

/**
 * The curve itself: a y axis of shares of the delivered (0 to 100%), days along the bottom (as many
 * labels as fit), one line per running total; a single day is a dot. An image to assistive
 * technology, named by the summary sentence printed under it.
 */
export function ReadingChartSvg({ serie, lines, max, width, labelledBy, gridColor, textColor }: ReadingChartSvgProps) {
  const intl = useIntl();
  const day = useFormatDay();
  const box = chartBox(width);
  const n = serie.length;
  const anchor = (i: number) => (n === 1 ? 'middle' : i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle');
  return (
    <svg role="img" aria-labelledby={labelledBy} width={box.width} height={box.height} viewBox={`0 0 ${box.width} ${box.height}`} style={{ display: 'block', maxWidth: '100%' }}>
      {Y_TICKS.map((t) => {
        const y = yOf(box, t * max, max);
        return (
          <g key={t}>
            <line x1={box.left} x2={box.width - box.right} y1={y} y2={y} stroke={gridColor} />
            <text x={box.left - 6} y={y + 4} textAnchor="end" fontSize={12} fill={textColor}>
              {intl.formatNumber(t, { style: 'percent' })}
            </text>
          </g>
        );
      })}
      {labelledDays(box, n).map((i) => (
        <text key={i} x={xOf(box, i, n)} y={box.height - 8} textAnchor={anchor(i)} fontSize={12} fill={textColor}>
          {day(serie[i]!.dia, 'axis')}
        </text>
      ))}
      {lines.map((l) =>
        n === 1 ? (
          <circle key={l.key} cx={xOf(box, 0, 1)} cy={yOf(box, l.values[0] ?? 0, max)} r={4} fill={l.color} />
        ) : (
          <path key={l.key} d={linePath(box, l.values, max)} fill="none" stroke={l.color} strokeWidth={2.5} strokeDasharray={l.dash} strokeLinejoin="round" />
        ),
      )}
    </svg>
  );
}
