import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: answer max-width queries for a fixed viewport width, for MUI's
 * useMediaQuery. Undo with vi.unstubAllGlobals().
 */
export function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
