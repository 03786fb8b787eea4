import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './startup/when-idle';

/**
 * A module the app needs soon but not for its first paint (notistack, the confirmation dialog):
 * fetched once the component using it is on screen, and on demand before that. `loaded` is there
 * at once for every later mount (and in tests, which `load()` it up front); a failed fetch
 * (offline) is tried again by the next `load()`.
 */
export interface LazyModule<T> {
  readonly loaded: () => T | null;
  readonly load: () => Promise<T>;
}

export function lazyModule<T>(fetchModule: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load: () =>
      (loading ??= fetchModule().then(
        (m) => (loaded = m),
        (err: unknown) => {
          loading = null;
          throw err;
        },
      )),
  };
}

/**
 * The module once it has arrived (null before), fetched once the browser is idle after the first
 * paint of the calling component (lib/startup/when-idle.ts) unless `prefetch` is false (code only some users ever open: then it comes on demand);
 * `fetchNow` fetches it at once (a toast or a question asked before it arrived) and resolves with
 * it once the component has it too.
 */
export function useLazyModule<T>(m: LazyModule<T>, prefetch = true): readonly [T | null, () => Promise<T>] {
  const [module, setModule] = useState<T | null>(m.loaded);
  const fetchNow = useCallback(
    () =>
      m.load().then((loaded) => {
        setModule(() => loaded);
        return loaded;
      }),
    [m],
  );
  useEffect(() => {
    // When idle after the first paint; a failure is tried again on use.
    if (module || !prefetch) return;
    return whenIdle(() => void fetchNow().catch(() => undefined));
  }, [module, fetchNow, prefetch]);
  return [module, fetchNow] as const;
}
