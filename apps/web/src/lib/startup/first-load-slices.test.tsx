import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NextSlice, sliceFirstDrawing } from './first-load-slices';
import { nextTask, yieldToBrowser } from './next-task';

function Page() {
  return (
    <div>
      <p>shell</p>
      <NextSlice>
        <p>buttons</p>
      </NextSlice>
      <NextSlice>
        <p>screen</p>
        <NextSlice>
          <p>inside the screen</p>
        </NextSlice>
      </NextSlice>
    </div>
  );
}

/** Records the order in which its parts reach the page. */
function Drawn({ part, order }: { part: string; order: string[] }) {
  useLayoutEffect(() => {
    order.push(part);
  }, [part, order]);
  return <p>{part}</p>;
}

/** The shell's shape: the screen is one slice below the frame, the bar's last buttons three. */
function Shell({ order, withBar = true }: { order: string[]; withBar?: boolean }) {
  return (
    <div>
      {withBar ? (
        <NextSlice>
          <Drawn part="bar" order={order} />
          <NextSlice>
            <Drawn part="buttons" order={order} />
            <NextSlice name="topBar">
              <Drawn part="last buttons" order={order} />
            </NextSlice>
          </NextSlice>
        </NextSlice>
      ) : null}
      <NextSlice after="topBar">
        <Drawn part="screen" order={order} />
      </NextSlice>
    </div>
  );
}

describe('the first drawing in slices', () => {
  it('draws everything at once when the bootstrap did not ask for slices (navigation, tests)', () => {
    render(<Page />);
    expect(screen.getByText('inside the screen')).toBeInTheDocument();
  });

  it('draws each slice one task after its parent, then stops slicing', async () => {
    sliceFirstDrawing();
    const { unmount } = render(<Page />);
    expect(screen.getByText('shell')).toBeInTheDocument();
    expect(screen.queryByText('buttons')).toBeNull();
    expect(screen.queryByText('screen')).toBeNull();

    expect(await screen.findByText('buttons')).toBeInTheDocument();
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(await screen.findByText('inside the screen')).toBeInTheDocument();
    unmount();

    // Slicing ended with the first drawing: the next page is drawn whole.
    await yieldToBrowser();
    render(<Page />);
    expect(screen.getByText('inside the screen')).toBeInTheDocument();
  });

  it('draws a slice that comes after another one task after it, however deep either is', async () => {
    const order: string[] = [];
    sliceFirstDrawing();
    const { unmount } = render(<Shell order={order} />);
    await screen.findByText('screen');
    // Without `after`, the screen (one slice deep) would come second, before the bar's buttons.
    expect(order).toEqual(['bar', 'buttons', 'last buttons', 'screen']);
    unmount();
    await yieldToBrowser();
  });

  it('lets a slice go when the one it waits for is not on the page, and then stops slicing', async () => {
    const order: string[] = [];
    sliceFirstDrawing();
    const { unmount } = render(<Shell order={order} withBar={false} />);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    unmount();

    await yieldToBrowser();
    await yieldToBrowser();
    const whole: string[] = [];
    render(<Shell order={whole} />);
    expect(screen.getAllByText('screen')).toHaveLength(1);
    expect(whole).toContain('last buttons');
  });

  it('runs a task later, not now, and not at all once cancelled', async () => {
    const ran = vi.fn();
    const cancelled = vi.fn();
    nextTask(ran);
    nextTask(cancelled)();
    expect(ran).not.toHaveBeenCalled();
    await yieldToBrowser();
    await yieldToBrowser();
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
