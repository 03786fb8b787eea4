import { LIMITS } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useConfirmedAction,
  type ConfirmedActionOptions,
  type ConfirmedActionOutcome,
} from '../../../components/confirmed-action/use-confirmed-action';

/**
 * How a library dialog ends its change (spec 02 §4 "Confirmed mutations"): once the change is
 * done, `done` keeps the submit off and the dialog closes LIMITS.confirmDialogCloseMs (1000 ms)
 * later, so the success toast is seen over the dialog it came from; the timer dies with the
 * dialog. `confirmAndRun` asks first and toasts (useConfirmedAction), then finishes on success;
 * a dialog that is itself the confirmation (remove) calls `finish` after its own toast.
 */
export function useCloseWhenDone(onClose: () => void) {
  const confirmed = useConfirmedAction();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = useCallback(() => {
    setDone(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), LIMITS.confirmDialogCloseMs);
  }, []);

  const confirmAndRun = useCallback(
    async <T,>(options: ConfirmedActionOptions<T>): Promise<ConfirmedActionOutcome<T>> => {
      const outcome = await confirmed(options);
      if (outcome.status === 'done') finish();
      return outcome;
    },
    [confirmed, finish],
  );

  return { done, finish, confirmAndRun };
}
