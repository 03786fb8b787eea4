import { PALETTES, type Palette } from '@portal/domain';

/**
 * Colours of one brand palette.
 * - `brand`/`onBrand`: the top bar and its text (the brand's own colour, may be light).
 * - `primary`: buttons, links, focus rings on white; always dark enough for white text on it and
 *   for itself as text on white (WCAG AA, 4.5:1). A test checks both for every palette.
 */
export interface PaletteColours {
  readonly brand: string;
  readonly onBrand: string;
  readonly primary: string;
}

export const PALETTE_COLOURS: Readonly<Record<Palette, PaletteColours>> = {
  provedor: { brand: '#1f4e8c', onBrand: '#ffffff', primary: '#1f4e8c' },
  laranja: { brand: '#e8710a', onBrand: '#000000', primary: '#a84300' },
  amarelo: { brand: '#f5c400', onBrand: '#1a1a1a', primary: '#7a5900' },
  preto: { brand: '#111111', onBrand: '#ffffff', primary: '#2b2b2b' },
  verde: { brand: '#1b6e3a', onBrand: '#ffffff', primary: '#1b6e3a' },
  azulOceano: { brand: '#00658a', onBrand: '#ffffff', primary: '#00658a' },
  vermelho: { brand: '#b3121f', onBrand: '#ffffff', primary: '#b3121f' },
  roxo: { brand: '#5b2a86', onBrand: '#ffffff', primary: '#5b2a86' },
  cinza: { brand: '#4a5560', onBrand: '#ffffff', primary: '#4a5560' },
};

export const DEFAULT_PALETTE: Palette = 'provedor';

/** Narrows a server value (brand palette, menu theme) to a known palette. */
export function isPalette(value: unknown): value is Palette {
  return typeof value === 'string' && (PALETTES as readonly string[]).includes(value);
}

/** The palette to show: the chosen brand's, else the menu's theme, else the provider's. */
export function paletteFor(brandPalette: string | null | undefined, menuTheme: string | null | undefined): Palette {
  if (isPalette(brandPalette)) return brandPalette;
  if (isPalette(menuTheme)) return menuTheme;
  return DEFAULT_PALETTE;
}
