import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/**
 * The whole-window loading indicator as a plain element, no Modal: for start-up (signing in, the
 * current user, the first screen's chunk), when it is the only thing on the page, so there is
 * nothing behind it to hide from a screen reader or to keep the focus out of. It keeps MUI's
 * Modal, Backdrop, FocusTrap and Portal out of the first view; LoadingProvider uses it too while
 * its Modal overlay (LoadingOverlay) is still being fetched.
 */
export function LoadingScreen({ label }: { label?: string }) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage({ id: 'loading.label' });
  return (
    <Box
      role="status"
      aria-label={text}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(255,255,255,0.6)',
      }}
    >
      <CircularProgress aria-label={text} size={56} />
    </Box>
  );
}
