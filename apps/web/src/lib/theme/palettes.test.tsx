import { PALETTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { createPortalTheme, portalTheme } from './create-portal-theme';
import { PALETTE_COLOURS, paletteFor } from './palettes';

describe('brand palettes', () => {
  it('defines all nine palettes of the domain', () => {
    expect(Object.keys(PALETTE_COLOURS).sort()).toEqual([...PALETTES].sort());
    expect(PALETTES).toHaveLength(9);
  });

  it.each(PALETTES)('%s meets WCAG AA (4.5:1) for text on its colours', (p) => {
    const c = PALETTE_COLOURS[p];
    const theme = createPortalTheme(p);
    expect(contrastRatio(c.brand, c.onBrand)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
    // primary is also used as text (links, outlined buttons) on white
    expect(contrastRatio(c.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('computes contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it("picks the chosen brand's palette, else the menu theme, else the provider's", () => {
    expect(paletteFor('vermelho', 'verde')).toBe('vermelho');
    expect(paletteFor(undefined, 'verde')).toBe('verde');
    expect(paletteFor('desconhecida', 'também')).toBe('provedor');
    expect(paletteFor(null, null)).toBe('provedor');
  });
});

describe('the theme of a palette', () => {
  it('is created once per palette, so the bootstrap can create the first drawing\'s ahead of it', () => {
    const [a, b] = PALETTES;
    expect(portalTheme(a!)).toBe(portalTheme(a!));
    expect(portalTheme(b!)).not.toBe(portalTheme(a!));
    expect(portalTheme(a!).palette.primary.main).toBe(createPortalTheme(a!).palette.primary.main);
  });
});
