/**
 * The reading curve's geometry, pure (no React, no DOM) so it is tested on its own: where each day
 * and each count falls in a plot of a given pixel width, which days get an axis label, and the
 * SVG path of a running total.
 */

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Room for the y labels ("100%") on the left and the day labels below. */
export function chartBox(width: number, height = 220): ChartBox {
  return { width, height, left: 44, right: 16, top: 12, bottom: 28 };
}

/** x of day `i` of `n` (one day: the middle of the plot). */
export function xOf(box: ChartBox, i: number, n: number): number {
  const span = box.width - box.left - box.right;
  return n <= 1 ? box.left + span / 2 : box.left + (span * i) / (n - 1);
}

/** y of `value` on a scale from 0 to `max` (the delivered: the curve ends where the shares end). */
export function yOf(box: ChartBox, value: number, max: number): number {
  const span = box.height - box.top - box.bottom;
  return box.top + span - (max > 0 ? (span * Math.min(value, max)) / max : 0);
}

/** The SVG path through the points (straight segments: a running total never goes down). */
export function linePath(box: ChartBox, values: readonly number[], max: number): string {
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${xOf(box, i, values.length).toFixed(1)},${yOf(box, v, max).toFixed(1)}`).join(' ');
}

/**
 * Which of `n` days carry a label: the first and the last always, and evenly spaced ones between
 * so labels stay about `minGap` pixels apart (fewer on a phone than on a wide screen).
 */
export function labelledDays(box: ChartBox, n: number, minGap = 64): number[] {
  if (n <= 0) return [];
  if (n === 1) return [0];
  const span = box.width - box.left - box.right;
  const slots = Math.max(1, Math.floor(span / minGap));
  const step = Math.max(1, Math.ceil((n - 1) / slots));
  const days: number[] = [];
  for (let i = 0; i < n - 1; i += step) days.push(i);
  // The last day always shows; drop the one before it when they would touch.
  const previous = days[days.length - 1];
  if (previous !== undefined && previous > 0 && (xOf(box, n - 1, n) - xOf(box, previous, n)) < minGap) days.pop();
  days.push(n - 1);
  return days;
}

/** The y axis' shares of the delivered. */
export const Y_TICKS = [0, 0.25, 0.5, 0.75, 1] as const;
