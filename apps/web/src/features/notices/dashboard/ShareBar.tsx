import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePercent } from './format';

/**
 * A row's read share as a bar and its figure. The bar is drawing only (hidden from screen
 * readers); the percentage beside it is the text everyone reads.
 */
export function ShareBar({ percentual }: { readonly percentual: number }) {
  const percent = usePercent();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: { md: 160 } }}>
      <Box aria-hidden sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', border: 1, borderColor: 'divider', overflow: 'hidden', minWidth: 60 }}>
        <Box sx={{ width: `${Math.min(100, Math.max(0, percentual))}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
      <Typography variant="body2" component="span" sx={{ minWidth: '4.5em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {percent(percentual)}
      </Typography>
    </Box>
  );
}
