import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Modal from '@mui/material/Modal';
import { useIntl } from 'react-intl';

/**
 * Full-screen loading overlay. A Modal rather than a bare backdrop: it also takes keyboard focus
 * and hides the page from assistive technology while work is in progress.
 */
export function LoadingOverlay({ open, label }: { open: boolean; label?: string }) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage({ id: 'loading.label' });
  return (
    <Modal open={open} disableEscapeKeyDown aria-label={text} slotProps={{ backdrop: { sx: { bgcolor: 'rgba(255,255,255,0.6)' } } }}>
      <Box
        tabIndex={-1}
        role="status"
        sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', outline: 'none' }}
      >
        <CircularProgress aria-label={text} size={56} />
      </Box>
    </Modal>
  );
}
