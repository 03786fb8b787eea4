import { describe, expect, it } from 'vitest';
import { chartBox, labelledDays, linePath, xOf, yOf } from './chart-geometry';

describe('reading chart geometry', () => {
  const box = chartBox(640);

  it('spreads the days over the plot and scales counts to the delivered', () => {
    expect(xOf(box, 0, 5)).toBe(box.left);
    expect(xOf(box, 4, 5)).toBe(640 - box.right);
    expect(xOf(box, 0, 1)).toBe(box.left + (640 - box.left - box.right) / 2);
    expect(yOf(box, 0, 100)).toBe(box.height - box.bottom);
    expect(yOf(box, 100, 100)).toBe(box.top);
    expect(yOf(box, 50, 0)).toBe(box.height - box.bottom);
  });

  it('draws a running total as one path', () => {
    expect(linePath(box, [0, 50, 100], 100)).toBe(`M${box.left.toFixed(1)},${(box.height - box.bottom).toFixed(1)} L${xOf(box, 1, 3).toFixed(1)},${yOf(box, 50, 100).toFixed(1)} L${(640 - box.right).toFixed(1)},${box.top.toFixed(1)}`);
  });

  it('labels the first and last day always, fewer in between on a phone than on a wide screen', () => {
    const wide = labelledDays(chartBox(1200), 30);
    const phone = labelledDays(chartBox(320), 30);
    for (const days of [wide, phone]) {
      expect(days[0]).toBe(0);
      expect(days[days.length - 1]).toBe(29);
      for (let i = 1; i < days.length; i++) expect(xOf(chartBox(days === wide ? 1200 : 320), days[i]!, 30) - xOf(chartBox(days === wide ? 1200 : 320), days[i - 1]!, 30)).toBeGreaterThanOrEqual(40);
    }
    expect(phone.length).toBeLessThan(wide.length);
    expect(labelledDays(box, 1)).toEqual([0]);
    expect(labelledDays(box, 0)).toEqual([]);
  });
});
