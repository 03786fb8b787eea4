import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

export type Toast = Readonly<Record<ToastVariant, (message: string) => void>>;

/** Shows toasts in the four variants of spec 01 §1. */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: ToastVariant) => (message: string) => {
      enqueueSnackbar(message, { variant });
    };
    return { success: show('success'), warning: show('warning'), error: show('error'), info: show('info') };
  }, [enqueueSnackbar]);
}
