import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';

/** Spec 02 §9: five placeholder rows while a list loads. */
export const SKELETON_ROWS = 5;

/** Placeholder rows shown until a list's first answer. */
export function LibrarySkeleton() {
  const intl = useIntl();
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
      <Box component="span" sx={srOnly}>
        {intl.formatMessage({ id: 'library.loading' })}
      </Box>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={40} data-testid="library-skeleton-row" />
      ))}
    </Box>
  );
}
