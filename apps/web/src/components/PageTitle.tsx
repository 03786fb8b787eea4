import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one <h1> of a screen. Focusable so the shell can move focus to it after navigation. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" component="h1" tabIndex={-1} data-page-title sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
      {children}
    </Typography>
  );
}
