import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { LIMITS } from '@portal/domain';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

function CloseAction({ id }: { id: string | number }) {
  const intl = useIntl();
  return (
    <IconButton color="inherit" size="small" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => closeSnackbar(id)}>
      <Close fontSize="small" />
    </IconButton>
  );
}

/** Toasts: success, warning, error, info; auto-hidden after 5 s (spec 01 §9), closable. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={LIMITS.toastAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={(id) => <CloseAction id={id} />}
    >
      {children}
    </SnackbarProvider>
  );
}
