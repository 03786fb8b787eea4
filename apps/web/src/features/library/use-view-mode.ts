import { useCallback, useState } from 'react';

/** Grid (cards) or list (table), spec 02 §2; grid is the default. */
export type ViewMode = 'grid' | 'list';

/** Under `portal.pref.` so sign-out, which clears the rest of localStorage, keeps the choice. */
export const VIEW_MODE_KEY = 'portal.pref.library.viewMode';

function read(): ViewMode {
  try {
    return localStorage.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** The library's view mode, remembered on this browser. */
export function useViewMode(): readonly [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(read);
  const change = useCallback((next: ViewMode) => {
    try {
      localStorage.setItem(VIEW_MODE_KEY, next);
    } catch {
      // Storage full or blocked: the choice lasts for this page only.
    }
    setMode(next);
  }, []);
  return [mode, change] as const;
}
