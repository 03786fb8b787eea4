import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The meeting point of the onboarding tours (features/tours) and the top bar's help menu
 * (features/shell): features never import each other, so the tours offer "show the tour again"
 * here and the help menu reads it. The app layer puts the provider around both.
 */
interface TourControl {
  /** Opens the tour of the screen on view (or the menu tour); null when there is none. */
  readonly replay: (() => void) | null;
  readonly setReplay: (replay: (() => void) | null) => void;
}

const TourControlContext = createContext<TourControl | null>(null);

export function TourControlProvider({ children }: { readonly children: ReactNode }) {
  const [replay, setReplayState] = useState<(() => void) | null>(null);
  // Stable, so an offer is not withdrawn and made again at every change. A function is stored
  // through the updater form, or React would call it as one.
  const setReplay = useCallback((fn: (() => void) | null) => setReplayState(() => fn), []);
  const value = useMemo<TourControl>(() => ({ replay, setReplay }), [replay, setReplay]);
  return <TourControlContext.Provider value={value}>{children}</TourControlContext.Provider>;
}

/** What the help menu offers: the replay of the current tour, or null (no entry). */
export function useTourReplay(): (() => void) | null {
  return useContext(TourControlContext)?.replay ?? null;
}

/** Offers `replay` to the help menu while the caller is mounted (null: nothing to offer). */
export function useOfferTourReplay(replay: (() => void) | null): void {
  const setReplay = useContext(TourControlContext)?.setReplay;
  useEffect(() => {
    if (!setReplay) return;
    setReplay(replay);
    return () => setReplay(null);
  }, [replay, setReplay]);
}
