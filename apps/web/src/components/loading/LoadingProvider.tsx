import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { LoadingScreen } from './LoadingScreen';

// The overlay is a MUI Modal (focus kept in it, the page behind hidden from screen readers):
// fetched after the first paint, not with the first view.
const loadingOverlay = lazyModule(() => import('./LoadingOverlay'));

/** Fetches the Modal overlay now (tests: it is there from the first tracked action, as before). */
export const preloadLoadingOverlay = loadingOverlay.load;

interface LoadingValue {
  /** Shows the overlay while `work` runs (nested calls keep it up until the last ends). */
  readonly track: <T>(work: Promise<T>) => Promise<T>;
}

const LoadingCtx = createContext<LoadingValue | null>(null);

/**
 * Holds the one full-screen loading overlay of the app. Work tracked before the overlay's code has
 * arrived (right after the first paint) shows the plain LoadingScreen meanwhile: it covers the page
 * for the pointer, but does not trap the keyboard as the Modal does.
 */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const [overlay] = useLazyModule(loadingOverlay);
  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    setCount((c) => c + 1);
    try {
      return await work;
    } finally {
      setCount((c) => c - 1);
    }
  }, []);
  const value = useMemo(() => ({ track }), [track]);
  return (
    <LoadingCtx.Provider value={value}>
      {children}
      {overlay ? <overlay.LoadingOverlay open={count > 0} /> : count > 0 ? <LoadingScreen /> : null}
    </LoadingCtx.Provider>
  );
}

export function useLoadingOverlay(): LoadingValue {
  const ctx = useContext(LoadingCtx);
  if (!ctx) throw new Error('useLoadingOverlay outside LoadingProvider');
  return ctx;
}
