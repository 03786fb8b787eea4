import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../lib/intl/catalogs';
import { isPalette, PALETTE_COLOURS } from '../../lib/theme/palettes';

/** The translated name of a palette (an unknown value as it is). */
export function usePaletteName(): (palette: string) => string {
  const intl = useIntl();
  return (palette) => (isPalette(palette) ? intl.formatMessage({ id: `organisation.palette.${palette}` as MessageId }) : palette);
}

/**
 * A palette as the brand screens show it: a swatch of its top-bar colour next to its name. The
 * name carries the information; the swatch only illustrates it (never colour alone).
 */
export function PaletteLabel({ palette }: { palette: string }) {
  const name = usePaletteName();
  const colours = isPalette(palette) ? PALETTE_COLOURS[palette] : null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          flex: '0 0 auto',
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          bgcolor: colours?.brand ?? 'transparent',
          // The interactive colour as a corner, so two palettes with similar brand colours still differ.
          backgroundImage: colours ? `linear-gradient(135deg, transparent 60%, ${colours.primary} 60%)` : undefined,
        }}
      />
      {name(palette)}
    </Box>
  );
}
