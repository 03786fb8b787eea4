import type TooltipType from '@mui/material/Tooltip';
import { useEffect, useState, type ReactElement } from 'react';

type Tooltip = typeof TooltipType;

/** The tooltip component once its chunk has arrived (shared by every LazyTooltip of the page). */
let loaded: Tooltip | null = null;
let loading: Promise<Tooltip> | null = null;

function loadTooltip(): Promise<Tooltip> {
  loading ??= import('@mui/material/Tooltip').then((m) => (loaded = m.default));
  return loading;
}

/**
 * A top-bar tooltip whose code (MUI's Tooltip, Popper and Popper.js: ~10 KB gzip) is fetched
 * after the bar's first paint, not with the first view: it only matters when pointing at or
 * focusing a button. Until it arrives the child is drawn alone; the children these wrap carry
 * their own accessible name (aria-label), so nothing is lost meanwhile.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [Impl, setImpl] = useState<Tooltip | null>(() => loaded);
  useEffect(() => {
    if (Impl) return;
    let live = true;
    loadTooltip().then(
      (t) => live && setImpl(() => t),
      () => undefined, // offline: the buttons keep working without their tooltip
    );
    return () => {
      live = false;
    };
  }, [Impl]);
  return Impl ? <Impl title={title}>{children}</Impl> : children;
}
