import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '../PageTitle';

interface MessagePageProps {
  readonly title: ReactNode;
  readonly message: ReactNode;
  readonly actions?: ReactNode;
  readonly icon?: ReactNode;
}

/** Layout shared by the 404, Ops and maintenance pages. */
export function MessagePage({ title, message, actions, icon }: MessagePageProps) {
  return (
    <Box sx={{ py: { xs: 4, sm: 8 }, px: 2, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      {icon ? (
        <Box aria-hidden sx={{ fontSize: 64, color: 'primary.main', mb: 1 }}>
          {icon}
        </Box>
      ) : null}
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      {actions ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
