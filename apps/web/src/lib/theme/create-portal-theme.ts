import { LIMITS, type Palette } from '@portal/domain';
import { createTheme, type Theme } from '@mui/material/styles';
import { PALETTE_COLOURS } from './palettes';

declare module '@mui/material/styles' {
  interface Palette {
    brand: { main: string; contrastText: string };
  }
  interface PaletteOptions {
    brand?: { main: string; contrastText: string };
  }
}

/** No web fonts (CSP allows no third-party origin, and none is needed): the system stack. */
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

/**
 * The MUI theme of a brand palette. Breakpoints follow the spec's widths: 640 px (menu),
 * 768 px (tables), 1440 px (content).
 */
/**
 * Marks a white surface that lies inside the brand-coloured top bar (the open main menu): focus
 * rings there take the colour for white, not the one for the brand colour.
 */
export const PAPER_SURFACE = 'data-paper-surface';

/**
 * The portal's theme of `palette`, created once per palette: the bootstrap creates the first
 * drawing's theme in a task of its own (a few ms of a phone-class CPU), so the drawing's task
 * only reads it.
 */
const themes = new Map<Palette, Theme>();
export function portalTheme(palette: Palette): Theme {
  let theme = themes.get(palette);
  if (!theme) {
    theme = createPortalTheme(palette);
    themes.set(palette, theme);
  }
  return theme;
}

export function createPortalTheme(palette: Palette): Theme {
  const c = PALETTE_COLOURS[palette];
  const focusRing = { outline: `3px solid ${c.primary}`, outlineOffset: '2px' };
  return createTheme({
    breakpoints: {
      values: { xs: 0, sm: LIMITS.menuBreakpointPx, md: LIMITS.tableBreakpointPx, lg: 1024, xl: LIMITS.contentMaxWidthPx },
    },
    palette: {
      primary: { main: c.primary, contrastText: '#ffffff' },
      brand: { main: c.brand, contrastText: c.onBrand },
      text: { primary: '#1a1a1a', secondary: '#4d4d4d' },
    },
    typography: {
      fontFamily: SYSTEM_FONTS,
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.4rem', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A visible focus everywhere, including for keyboard users of custom widgets.
          '*:focus-visible': focusRing,
          '.MuiAppBar-root *:focus-visible': { outlineColor: c.onBrand },
          // A white surface inside the top bar (the open main menu) goes back to the ring for white.
          [`.MuiAppBar-root [${PAPER_SURFACE}] *:focus-visible`]: { outlineColor: c.primary },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': focusRing,
            '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: c.onBrand },
            [`.MuiAppBar-root [${PAPER_SURFACE}] &.Mui-focusVisible`]: { outlineColor: c.primary },
          },
        },
      },
      MuiAppBar: {
        styleOverrides: { root: { backgroundColor: c.brand, color: c.onBrand } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
