import { lazyModule, useLazyModule } from '../../../lib/lazy-module';

/**
 * A piece of the top bar that is not seen at its first paint (a tooltip, a menu's contents): its
 * code is fetched once the bar is on screen and the browser idle, not with the first view
 * (lib/lazy-module.ts). The hook returns the piece once it has arrived (null before); a piece that
 * has arrived is there at once for every later mount; a failed fetch (offline) is tried again by
 * the next mount, and the bar keeps working without it.
 */
export function lazyPart<T>(load: () => Promise<T>): () => T | null {
  const part = lazyModule(load);
  return function useLazyPart(): T | null {
    return useLazyModule(part)[0];
  };
}
