import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { LIMITS } from '@portal/domain';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_COLORS } from './toast-colors';
import type { ShowToast } from './toast-context';

/*
 * notistack and the toasts' look: fetched by ToastProvider on the first toast, so none of it is in
 * the first view (the home page shows no toast until something happens).
 */

/** notistack's look with backgrounds that keep white text readable (toast-colors.ts). */
const ReadableToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_COLORS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_COLORS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_COLORS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_COLORS.info },
}));
const TOAST_COMPONENTS = { success: ReadableToast, error: ReadableToast, warning: ReadableToast, info: ReadableToast };

function CloseAction({ id }: { id: string | number }) {
  const intl = useIntl();
  return (
    <IconButton color="inherit" size="small" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => closeSnackbar(id)}>
      <Close fontSize="small" />
    </IconButton>
  );
}

/** Hands the provider's enqueue to ToastProvider once it is mounted. */
function Ready({ onReady }: { onReady: (show: ShowToast) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => onReady((variant, message) => enqueueSnackbar(message, { variant })), [enqueueSnackbar, onReady]);
  return null;
}

/** Toasts: success, warning, error, info; auto-hidden after 5 s (spec 01 §9), closable. */
export function ToastHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={LIMITS.toastAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={(id) => <CloseAction id={id} />}
      Components={TOAST_COMPONENTS}
    >
      <Ready onReady={onReady} />
    </SnackbarProvider>
  );
}
