import { use } from 'react';
import { ToastContext, type Toast } from './toast-context';

export type { Toast, ToastVariant } from './toast-context';

/** Shows toasts in the four variants of spec 01 §1. */
export function useToast(): Toast {
  return use(ToastContext);
}
