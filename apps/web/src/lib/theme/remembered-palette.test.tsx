import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalStorage } from '../auth/clear-client-data';
import { PaletteThemeProvider, usePalette } from './PaletteContext';
import { PALETTE_COLOURS } from './palettes';
import { rememberedPalette } from './remembered-palette';

function Probe() {
  const theme = useTheme();
  const { palette, setPalette } = usePalette();
  return (
    <button type="button" onClick={() => setPalette('vermelho')}>
      {palette} {theme.palette.primary.main}
    </button>
  );
}

describe('the palette a returning user is drawn in', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the default palette on a browser that showed none', () => {
    render(<PaletteThemeProvider><Probe /></PaletteThemeProvider>);
    expect(screen.getByRole('button')).toHaveTextContent(`provedor ${PALETTE_COLOURS.provedor.primary}`);
  });

  it('draws the first frame in the palette shown last, not the default', () => {
    const first = render(<PaletteThemeProvider><Probe /></PaletteThemeProvider>);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent(`vermelho ${PALETTE_COLOURS.vermelho.primary}`);
    first.unmount();

    // The next page load: the theme is the brand's from the very first drawing.
    render(<PaletteThemeProvider><Probe /></PaletteThemeProvider>);
    expect(screen.getByRole('button')).toHaveTextContent(`vermelho ${PALETTE_COLOURS.vermelho.primary}`);
  });

  it('forgets it on sign-out, and ignores a value that is no palette', () => {
    localStorage.setItem('portal.palette', 'roxo');
    expect(rememberedPalette()).toBe('roxo');
    clearLocalStorage();
    expect(rememberedPalette()).toBe('provedor');
    localStorage.setItem('portal.palette', 'desconhecida');
    expect(rememberedPalette()).toBe('provedor');
  });
});
