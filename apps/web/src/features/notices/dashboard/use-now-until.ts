import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later instant is waited for in steps. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Whether `iso` is still in the future, turning false by itself when that moment comes, so a
 * button disabled until then enables without a reload.
 */
export function useIsFuture(iso: string | null | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [, tick] = useState(0);
  const future = Number.isFinite(at) && at > Date.now();
  useEffect(() => {
    if (!future) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(at - Date.now() + 50, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [future, at]);
  return future;
}
