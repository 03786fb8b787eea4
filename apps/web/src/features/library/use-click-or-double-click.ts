import { LIMITS } from '@portal/domain';
import { useCallback, useEffect, useRef } from 'react';

export interface ClickOrDoubleClick {
  readonly onClick: () => void;
  readonly onDoubleClick: () => void;
}

/**
 * Tells a single click from a double click (spec 02 §2): the single-click action runs
 * `delayMs` (235 ms) after the click unless a double click follows, which cancels it and runs
 * the double-click action instead. The callbacks are read when they fire, so they may change
 * between renders. A pending single click is dropped on unmount.
 */
export function useClickOrDoubleClick(onSingle: () => void, onDouble: () => void, delayMs: number = LIMITS.clickDelayMs): ClickOrDoubleClick {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ onSingle, onDouble });
  latest.current = { onSingle, onDouble };

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onClick = useCallback(() => {
    // The second click of a double click: the dblclick event that follows decides.
    if (timer.current !== null) {
      cancel();
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current.onSingle();
    }, delayMs);
  }, [cancel, delayMs]);

  const onDoubleClick = useCallback(() => {
    cancel();
    latest.current.onDouble();
  }, [cancel]);

  return { onClick, onDoubleClick };
}
