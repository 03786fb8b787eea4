import type { Palette } from '@portal/domain';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { portalTheme } from './create-portal-theme';
import { DEFAULT_PALETTE } from './palettes';
import { rememberedPalette, rememberPalette } from './remembered-palette';

interface PaletteValue {
  readonly palette: Palette;
  readonly setPalette: (palette: Palette) => void;
}

const PaletteCtx = createContext<PaletteValue>({ palette: DEFAULT_PALETTE, setPalette: () => undefined });

/**
 * MUI theme of the current brand palette; the shell sets the palette once the user is known.
 * It starts from the palette this browser showed last, so a returning user's page is drawn in
 * its colours at once: no default-coloured first frame, and no second drawing of the whole page
 * for the new theme (about 60 ms on a phone-class CPU).
 */
export function PaletteThemeProvider({ children, initial }: { children: ReactNode; initial?: Palette }) {
  const [palette, setPaletteState] = useState<Palette>(() => initial ?? rememberedPalette());
  const setPalette = useCallback((next: Palette) => {
    rememberPalette(next);
    setPaletteState(next);
  }, []);
  const theme = portalTheme(palette);
  const value = useMemo(() => ({ palette, setPalette }), [palette, setPalette]);
  return (
    <PaletteCtx.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PaletteCtx.Provider>
  );
}

export function usePalette(): PaletteValue {
  return useContext(PaletteCtx);
}
