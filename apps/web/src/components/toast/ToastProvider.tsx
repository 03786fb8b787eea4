import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { logger } from '../../lib/logger/logger';
import { ToastContext, type ShowToast, type Toast, type ToastVariant } from './toast-context';

const toastHost = lazyModule(() => import('./toast-host'));

/** Fetches notistack now (tests: the first toast then shows at once, as before). */
export const preloadToasts = toastHost.load;

/**
 * Toasts: success, warning, error, info; auto-hidden after 5 s (spec 01 §9), closable. notistack
 * (toast-host.tsx) is fetched after the first paint, not with the first view; toasts asked for
 * before it is mounted wait in order and show together. A failed fetch (offline) is logged, its
 * toasts dropped, and the next toast tries again.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [host, fetchHost] = useLazyModule(toastHost);
  const state = useRef<{ show: ShowToast | null; waiting: [ToastVariant, string][] }>({ show: null, waiting: [] });

  const onReady = useCallback((show: ShowToast) => {
    state.current.show = show;
    for (const [variant, message] of state.current.waiting.splice(0)) show(variant, message);
  }, []);

  const toast = useMemo<Toast>(() => {
    const show = (variant: ToastVariant) => (message: string) => {
      const s = state.current;
      if (s.show) return s.show(variant, message);
      s.waiting.push([variant, message]);
      fetchHost().catch((err: unknown) => {
        s.waiting.length = 0;
        logger.warn('toasts could not be loaded', err);
      });
    };
    return { success: show('success'), warning: show('warning'), error: show('error'), info: show('info') };
  }, [fetchHost]);

  return (
    <ToastContext value={toast}>
      {children}
      {host && <host.ToastHost onReady={onReady} />}
    </ToastContext>
  );
}
