import { createContext } from 'react';

export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

export type Toast = Readonly<Record<ToastVariant, (message: string) => void>>;

/** Shows one toast (notistack's enqueue, once toast-host.tsx is loaded). */
export type ShowToast = (variant: ToastVariant, message: string) => void;

const nothing = () => {};

/** The toasts of ToastProvider; outside one, toasts go nowhere (as notistack's own default). */
export const ToastContext = createContext<Toast>({ success: nothing, warning: nothing, error: nothing, info: nothing });
