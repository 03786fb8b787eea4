import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/startup/when-idle';

/**
 * A piece of the top bar that is not seen at its first paint (a tooltip, a menu's contents): its
 * code is fetched once the bar is on screen and the browser idle, not with the first view. The hook returns the piece
 * once it has arrived (null before); a piece that has arrived is there at once for every later
 * mount. A failed fetch (offline) is tried again by the next mount.
 */
export function lazyPart<T>(load: () => Promise<T>): () => T | null {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const fetchPart = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  return function useLazyPart(): T | null {
    const [part, setPart] = useState<T | null>(() => loaded);
    useEffect(() => {
      if (part) return;
      let live = true;
      const cancel = whenIdle(() =>
        fetchPart().then(
          (p) => live && setPart(() => p),
          () => undefined, // the bar keeps working without it
        ),
      );
      return () => {
        live = false;
        cancel();
      };
    }, [part]);
    return part;
  };
}
