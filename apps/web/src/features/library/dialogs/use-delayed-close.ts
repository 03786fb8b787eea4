import { LIMITS } from '@portal/domain';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Closes a dialog LIMITS.confirmDialogCloseMs (1000 ms) after a confirmed change succeeded
 * (spec 02 §4 "Confirmed mutations"), so the success toast is seen over the dialog it came from.
 * The timer dies with the dialog.
 */
export function useDelayedClose(onClose: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), LIMITS.confirmDialogCloseMs);
  }, []);
}
