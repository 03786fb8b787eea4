import { type ReactNode, useLayoutEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * The page's first drawing in slices. Drawn at once, the shell and the first screen made one
 * long task (about 120 ms on a phone-class CPU) during which the browser answers no input: the
 * Total Blocking Time of Lighthouse's mobile run. The bootstrap turns slicing on for the first
 * drawing only; each <NextSlice> then draws its children one task after its parent, so the
 * browser gets a turn between slices. Slicing ends once every slice is drawn: later drawings
 * (navigation, and tests, which never turn it on) are whole.
 *
 * Order between slices that are not parent and child: a slice `name`d here is waited for by the
 * slices that say `after` it; they draw one task after it. The shell uses this so that the
 * screen comes after the top bar's last buttons, whatever the depth of either: the buttons can
 * wrap the bar onto a second row on a phone, and a screen drawn before them would be pushed down
 * (a layout shift). A slice waiting for one that never comes (its part of the page is not drawn)
 * is let go once only waiting slices remain.
 */
export type SliceName = 'topBar';

let slicing = false;
let pending = 0;
const drawn = new Set<SliceName>();
const waiting = new Map<() => void, SliceName>();

export function sliceFirstDrawing(): void {
  slicing = true;
  drawn.clear();
}

function release(when: (awaited: SliceName) => boolean): void {
  for (const [start, awaited] of waiting) {
    if (!when(awaited)) continue;
    waiting.delete(start);
    start();
  }
}

/**
 * Called once the slices drawn so far are on the page: a slice's children, and the slices among
 * them, commit their layout effects before the slice itself, so the counts are whole here.
 */
function settle(): void {
  if (pending > 0 && pending === waiting.size) release(() => true);
  if (pending === 0) slicing = false;
}

function markDrawn(name: SliceName | undefined): void {
  if (!name) return;
  drawn.add(name);
  release((awaited) => awaited === name);
}

export function NextSlice({ children, name, after }: { children: ReactNode; name?: SliceName; after?: SliceName }) {
  const [state, setState] = useState<'whole' | 'waiting' | 'drawn'>(slicing ? 'waiting' : 'whole');
  useLayoutEffect(() => {
    if (state !== 'waiting') return;
    pending += 1;
    let drawing = false;
    let cancelTask: (() => void) | undefined;
    const start = () => {
      cancelTask = nextTask(() => {
        drawing = true;
        setState('drawn');
      });
    };
    if (after && !drawn.has(after)) waiting.set(start, after);
    else start();
    // A waiting slice may be the last one left; see in a task, once its siblings have registered.
    if (waiting.has(start)) nextTask(settle);
    return () => {
      pending -= 1;
      if (drawing) return; // settled by the effect below, once drawn
      waiting.delete(start);
      cancelTask?.();
      nextTask(settle); // taken off the page before its turn
    };
  }, [state, after]);
  useLayoutEffect(() => {
    if (state !== 'drawn') return;
    markDrawn(name);
    settle();
  }, [state, name]);
  return state === 'waiting' ? null : children;
}
