import { type ReactNode, useLayoutEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * The page's first drawing in slices. Drawn at once, the shell and the first screen made one
 * long task (about 120 ms on a phone-class CPU) during which the browser answers no input: the
 * Total Blocking Time of Lighthouse's mobile run. The bootstrap turns slicing on for the first
 * drawing only; each <NextSlice> then draws its children one task after its parent, so the
 * browser gets a turn between slices. Slicing ends once every slice is drawn: later drawings
 * (navigation, and tests, which never turn it on) are whole.
 */
let slicing = false;
let pending = 0;

export function sliceFirstDrawing(): void {
  slicing = true;
}

function endWhenSettled(): void {
  // A slice just drawn may hold slices of its own; they register in the same task.
  nextTask(() => {
    if (pending === 0) slicing = false;
  });
}

export function NextSlice({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(!slicing);
  useLayoutEffect(() => {
    if (ready) return;
    pending += 1;
    let done = false;
    const cancel = nextTask(() => {
      done = true;
      pending -= 1;
      setReady(true);
      endWhenSettled();
    });
    return () => {
      if (done) return;
      cancel();
      pending -= 1;
      endWhenSettled();
    };
  }, [ready]);
  return ready ? children : null;
}
