import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as the layout changes (ResizeObserver), so the
 * chart is drawn at its real size: its text stays legible at 360 px instead of shrinking with a
 * scaled viewBox. `fallback` until measured (and where there is no layout, as in tests).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
