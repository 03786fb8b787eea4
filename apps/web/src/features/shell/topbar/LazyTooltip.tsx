import type { ReactElement } from 'react';
import { lazyPart } from './lazy-part';

const useTooltip = lazyPart(async () => (await import('@mui/material/Tooltip')).default);

/**
 * A top-bar tooltip whose code (MUI's Tooltip, Popper and Popper.js: ~10 KB gzip) is fetched
 * after the bar's first paint, not with the first view: it only matters when pointing at or
 * focusing a button. Until it arrives the child is drawn alone; the children these wrap carry
 * their own accessible name (aria-label), so nothing is lost meanwhile.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement }) {
  const Tooltip = useTooltip();
  return Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children;
}
