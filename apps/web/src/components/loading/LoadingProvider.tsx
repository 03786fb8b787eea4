import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './LoadingOverlay';

interface LoadingValue {
  /** Shows the overlay while `work` runs (nested calls keep it up until the last ends). */
  readonly track: <T>(work: Promise<T>) => Promise<T>;
}

const LoadingCtx = createContext<LoadingValue | null>(null);

/** Holds the one full-screen loading overlay of the app. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
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
      <LoadingOverlay open={count > 0} />
    </LoadingCtx.Provider>
  );
}

export function useLoadingOverlay(): LoadingValue {
  const ctx = useContext(LoadingCtx);
  if (!ctx) throw new Error('useLoadingOverlay outside LoadingProvider');
  return ctx;
}
