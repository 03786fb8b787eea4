import { render, screen } from '@testing-library/react';
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
