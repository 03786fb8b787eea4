import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled part of a form (a `<section>` named by its heading, so a screen reader lists it among
 * the landmarks): its fields one under another, gap 2; a form lays out pairs inside itself.
 */
export function FormSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
