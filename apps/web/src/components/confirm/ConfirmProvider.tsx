import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmCtx = createContext<Confirm | null>(null);

/** One confirmation dialog for the whole app, asked through a promise. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((options = {}) => {
    // A new question answers a pending one with "no" rather than leaving it hanging.
    resolver.current?.(false);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setRequest(options);
    });
  }, []);

  const answer = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmCtx.Provider value={value}>
      {children}
      <ConfirmDialog open={request !== null} {...request} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
    </ConfirmCtx.Provider>
  );
}

/** Asks the user to confirm; resolves true on Confirmar. */
export function useConfirm(): Confirm {
  const ctx = useContext(ConfirmCtx);
  if (!ctx) throw new Error('useConfirm outside ConfirmProvider');
  return ctx;
}
