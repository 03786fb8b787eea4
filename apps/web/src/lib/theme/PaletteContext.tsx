import type { Palette } from '@portal/domain';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortalTheme } from './create-portal-theme';
import { DEFAULT_PALETTE } from './palettes';

interface PaletteValue {
  readonly palette: Palette;
  readonly setPalette: (palette: Palette) => void;
}

const PaletteCtx = createContext<PaletteValue>({ palette: DEFAULT_PALETTE, setPalette: () => undefined });

/** MUI theme of the current brand palette; the shell sets the palette once the user is known. */
export function PaletteThemeProvider({ children, initial = DEFAULT_PALETTE }: { children: ReactNode; initial?: Palette }) {
  const [palette, setPalette] = useState<Palette>(initial);
  const theme = useMemo(() => createPortalTheme(palette), [palette]);
  const value = useMemo(() => ({ palette, setPalette }), [palette]);
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
