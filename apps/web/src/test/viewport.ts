import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: answer max-width queries for a fixed viewport width, and the
 * reduced-motion query as the user's setting says, for MUI's useMediaQuery. Undo with
 * vi.unstubAllGlobals().
 */
export function viewport(width: number, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : reducedMotion && query.includes('prefers-reduced-motion: reduce'),
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
