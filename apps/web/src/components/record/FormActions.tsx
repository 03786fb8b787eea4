import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The one place of a form's actions on every edit page: under the form, at its end, the way out
 * (Cancel, Back) before the way forward (Save, Next); stacked with the main action on top on a
 * phone.
 */
export function FormActions({ children }: { readonly children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
      {children}
    </Box>
  );
}
