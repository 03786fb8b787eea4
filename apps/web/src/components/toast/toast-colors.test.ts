import { describe, expect, it } from 'vitest';
import { contrastRatio, TOAST_COLORS } from './toast-colors';

describe('toast colours', () => {
  it('give white text at least WCAG AA contrast (4.5:1) in every variant', () => {
    for (const [variant, color] of Object.entries(TOAST_COLORS)) {
      expect(contrastRatio('#ffffff', color), variant).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does (notistack’s old success green fails)', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#43a047')).toBeLessThan(4.5);
  });
});
