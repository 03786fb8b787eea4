import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSource, LIVE_TIMING, type LiveMode, type LiveSourceDeps } from './live-source';
import type { NaoLidasEvent } from './stream-client';

interface Attempt {
  token: string;
  signal: AbortSignal;
  open(): void;
  send(event: NaoLidasEvent): void;
  /** The server ends the stream. */
  end(): void;
  /** The server refuses it (401, 503, network down). */
  refuse(): void;
}

/** A fake server: each open() is an attempt the test accepts, feeds, ends or refuses. */
function setup(overrides: Partial<LiveSourceDeps> = {}) {
  const attempts: Attempt[] = [];
  const events: NaoLidasEvent[] = [];
  const modes: LiveMode[] = [];
  let token: string | null = 'token-1';
  let count = 7;
  const poll = vi.fn(() => Promise.resolve(count));
  const source = createLiveSource({
    streaming: true,
    getToken: () => Promise.resolve(token),
    open: (t, signal, onOpen, onEvent) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        attempts.push({ token: t, signal, open: onOpen, send: onEvent, end: resolve, refuse: () => reject(new Error('refused')) });
      }),
    poll,
    onEvent: (e) => events.push(e),
    onMode: (m) => modes.push(m),
    // No jitter in these tests: each delay is exactly the back-off.
    random: () => 0.5,
    ...overrides,
  });
  return {
    source,
    attempts,
    events,
    modes,
    poll,
    setToken: (t: string | null) => void (token = t),
    setCount: (n: number) => void (count = n),
    last: () => attempts[attempts.length - 1]!,
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('createLiveSource', () => {
  it('opens the stream with the token and hands over its counts', async () => {
    const s = setup();
    s.source.start();
    await flush();
    expect(s.attempts).toHaveLength(1);
    expect(s.last().token).toBe('token-1');
    s.last().open();
    s.last().send({ naoLidas: 2, nova: false });
    s.last().send({ naoLidas: 3, nova: true });
    expect(s.events).toEqual([
      { naoLidas: 2, nova: false },
      { naoLidas: 3, nova: true },
    ]);
    expect(s.modes).toEqual(['connecting', 'stream']);
    s.source.stop();
  });

  it('backs off exponentially after failures, polls every 60 s after three, and stops polling when a stream opens', async () => {
    const s = setup();
    s.source.start();
    await flush();
    s.last().refuse();
    await flush();
    // 1 s, then 2 s after the second failure.
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.baseDelayMs - 1);
    expect(s.attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.attempts).toHaveLength(2);
    s.last().refuse();
    await vi.advanceTimersByTimeAsync(2 * LIVE_TIMING.baseDelayMs);
    expect(s.attempts).toHaveLength(3);
    expect(s.poll).not.toHaveBeenCalled();

    s.last().refuse();
    await flush();
    // Third failure: the count is polled now and every 60 s.
    expect(s.poll).toHaveBeenCalledTimes(1);
    expect(s.events).toEqual([{ naoLidas: 7, nova: false }]);
    expect(s.modes).toContain('polling');
    s.setCount(8);
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.pollMs);
    expect(s.poll).toHaveBeenCalledTimes(2);
    expect(s.events.at(-1)).toEqual({ naoLidas: 8, nova: true });

    // The stream is still tried (4 s after the third failure: long gone); when it opens, polling ends.
    expect(s.attempts).toHaveLength(4);
    s.last().open();
    await vi.advanceTimersByTimeAsync(5 * LIVE_TIMING.pollMs);
    expect(s.poll).toHaveBeenCalledTimes(2);
    expect(s.modes.at(-1)).toBe('stream');
    s.source.stop();
  });

  it('randomises each delay (jitter) so browsers do not reconnect in step', async () => {
    const s = setup({ random: () => 0.9 });
    s.source.start();
    await flush();
    s.last().refuse();
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.baseDelayMs);
    expect(s.attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0.4 * LIVE_TIMING.baseDelayMs);
    expect(s.attempts).toHaveLength(2);
    s.source.stop();
  });

  it('reconnects about a second after the server ends a stream (an expired token)', async () => {
    const s = setup();
    s.source.start();
    await flush();
    s.last().open();
    s.setToken('token-2');
    s.last().end();
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.baseDelayMs);
    expect(s.attempts.map((a) => a.token)).toEqual(['token-1', 'token-2']);
    s.source.stop();
  });

  it('reopens at once with the renewed token, closing the old stream', async () => {
    const s = setup();
    s.source.start();
    await flush();
    s.last().open();
    const first = s.last();
    s.setToken('token-2');
    s.source.reopen();
    await flush();
    expect(first.signal.aborted).toBe(true);
    expect(s.attempts.map((a) => a.token)).toEqual(['token-1', 'token-2']);
    s.source.stop();
  });

  it('opens nothing while signed out, and opens when a sign-in reopens it', async () => {
    const s = setup();
    s.setToken(null);
    s.source.start();
    await vi.advanceTimersByTimeAsync(10 * LIVE_TIMING.pollMs);
    expect(s.attempts).toHaveLength(0);
    expect(s.poll).not.toHaveBeenCalled();
    s.setToken('token-2');
    s.source.reopen();
    await flush();
    expect(s.attempts.map((a) => a.token)).toEqual(['token-2']);
    // A sign-out closes it: the reopen finds no token.
    s.setToken(null);
    s.source.reopen();
    await flush();
    expect(s.last().signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * LIVE_TIMING.pollMs);
    expect(s.attempts).toHaveLength(1);
    s.source.stop();
  });

  it('polls every 60 s from the start where fetch cannot stream', async () => {
    const s = setup({ streaming: false });
    s.source.start();
    await flush();
    expect(s.poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * LIVE_TIMING.pollMs);
    expect(s.poll).toHaveBeenCalledTimes(3);
    expect(s.attempts).toHaveLength(0);
    s.source.stop();
    await vi.advanceTimersByTimeAsync(2 * LIVE_TIMING.pollMs);
    expect(s.poll).toHaveBeenCalledTimes(3);
  });

  it('stop() closes the stream and tries no more', async () => {
    const s = setup();
    s.source.start();
    await flush();
    s.last().open();
    s.source.stop();
    await flush();
    expect(s.last().signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * LIVE_TIMING.maxDelayMs);
    expect(s.attempts).toHaveLength(1);
  });
});
