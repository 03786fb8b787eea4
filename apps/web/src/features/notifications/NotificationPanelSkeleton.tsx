import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';

/**
 * Grey rows while the panel loads (spec 02 §9: five). Not the lists' DataTableSkeleton constant:
 * importing that module would pull the table components into the bell, which is in the first view.
 */
const SKELETON_ROWS = 5;

/** The grey shapes of the list while it loads; a screen reader hears "Carregando notificações…". */
export function NotificationPanelSkeleton() {
  const intl = useIntl();
  return (
    <Box role="status" sx={{ px: 2, py: 1 }}>
      <Box component="span" sx={srOnly}>
        {intl.formatMessage({ id: 'notifications.loading' })}
      </Box>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Box key={i} aria-hidden sx={{ py: 1 }}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="95%" />
          <Skeleton variant="text" width="35%" />
        </Box>
      ))}
    </Box>
  );
}
