import { act, fireEvent, render, screen } from '@testing-library/react';
import { LIMITS } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClickOrDoubleClick } from './use-click-or-double-click';

function Target({ onSingle, onDouble }: { onSingle: () => void; onDouble: () => void }) {
  const handlers = useClickOrDoubleClick(onSingle, onDouble);
  return (
    <button type="button" {...handlers}>
      item
    </button>
  );
}

/** What a browser sends for a double click: two clicks, then dblclick. */
function doubleClick(el: HTMLElement) {
  fireEvent.click(el, { detail: 1 });
  fireEvent.click(el, { detail: 2 });
  fireEvent.doubleClick(el, { detail: 2 });
}

describe('useClickOrDoubleClick (spec 02 §2, 235 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the single-click action only once 235 ms have passed', () => {
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    render(<Target onSingle={onSingle} onDouble={onDouble} />);
    fireEvent.click(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(LIMITS.clickDelayMs - 1));
    expect(onSingle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSingle).toHaveBeenCalledTimes(1);
    expect(onDouble).not.toHaveBeenCalled();
  });

  it('a double click cancels the pending single click and runs the double-click action', () => {
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    render(<Target onSingle={onSingle} onDouble={onDouble} />);
    doubleClick(screen.getByRole('button'));
    expect(onDouble).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSingle).not.toHaveBeenCalled();
  });

  it('two clicks far apart are two single clicks', () => {
    const onSingle = vi.fn();
    render(<Target onSingle={onSingle} onDouble={vi.fn()} />);
    fireEvent.click(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(500));
    expect(onSingle).toHaveBeenCalledTimes(2);
  });

  it('drops a pending single click when the item goes away', () => {
    const onSingle = vi.fn();
    const { unmount } = render(<Target onSingle={onSingle} onDouble={vi.fn()} />);
    fireEvent.click(screen.getByRole('button'));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSingle).not.toHaveBeenCalled();
  });
});
