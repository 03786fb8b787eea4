import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { logger } from '../../lib/logger/logger';
import type { ConfirmOptions } from './ConfirmDialog';

// MUI's Dialog and its parts: fetched after the first paint (or by the first question), not with the first view.
const confirmDialog = lazyModule(() => import('./ConfirmDialog'));

/** Fetches the dialog now (tests: the first question then shows at once, as before). */
export const preloadConfirmDialog = confirmDialog.load;

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmCtx = createContext<Confirm | null>(null);

/** One confirmation dialog for the whole app, asked through a promise. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmOptions | null>(null);
  const [dialog, fetchDialog] = useLazyModule(confirmDialog);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((options = {}) => {
    // A new question answers a pending one with "no" rather than leaving it hanging.
    resolver.current?.(false);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setRequest(options);
      // Not there yet (asked right after the first paint): shown once it arrives; offline, "no".
      if (confirmDialog.loaded()) return;
      fetchDialog().catch((err: unknown) => {
        logger.warn('the confirmation dialog could not be loaded', err);
        if (resolver.current === resolve) {
          resolver.current = null;
          setRequest(null);
        }
        resolve(false);
      });
    });
  }, [fetchDialog]);

  const answer = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmCtx.Provider value={value}>
      {children}
      {dialog && <dialog.ConfirmDialog open={request !== null} {...request} onConfirm={() => answer(true)} onCancel={() => answer(false)} />}
    </ConfirmCtx.Provider>
  );
}

/** Asks the user to confirm; resolves true on Confirmar. */
export function useConfirm(): Confirm {
  const ctx = useContext(ConfirmCtx);
  if (!ctx) throw new Error('useConfirm outside ConfirmProvider');
  return ctx;
}
