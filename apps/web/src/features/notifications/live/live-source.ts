import type { NaoLidasEvent } from './stream-client';

/** How the leader tab learns the count: the stream, or the spec's 60 s poll while it cannot be had. */
export type LiveMode = 'connecting' | 'stream' | 'polling';

export const LIVE_TIMING = {
  /** First reconnection delay; doubled per failed attempt, each delay randomised ±50 %. */
  baseDelayMs: 1_000,
  maxDelayMs: 120_000,
  /** Failed attempts in a row before the count is polled meanwhile. */
  failuresBeforePolling: 3,
  /** spec 02 §9 (the menu's count): every 60 s. */
  pollMs: 60_000,
};

export interface LiveSourceDeps {
  /** A usable access token (renewed first when about to expire); null when signed out. */
  getToken(): Promise<string | null>;
  /** Reads the stream until it ends (resolves) or fails (rejects); see readNotificationStream. */
  open(token: string, signal: AbortSignal, onOpen: () => void, onEvent: (event: NaoLidasEvent) => void): Promise<void>;
  /** The count from the API (the fallback). */
  poll(): Promise<number>;
  onEvent(event: NaoLidasEvent): void;
  onMode?(mode: LiveMode): void;
  /** False where fetch cannot stream a body: polling from the start. */
  streaming: boolean;
  random?: () => number;
  warn?: (message: string, err?: unknown) => void;
}

export interface LiveSource {
  start(): void;
  /** Closes the stream and opens it again at once, with the current token (renewed, or another user's). */
  reopen(): void;
  stop(): void;
}

/**
 * The stream with its reconnections, in the tab that holds it: after a stream that ended (the
 * token expired, a server restarted) it reconnects within about a second; after a failure to open
 * it waits longer each time (exponential back-off with jitter, so a restarted server is not hit by
 * every browser at the same instant), and after three failures in a row it polls the count every
 * 60 s until a stream opens again.
 */
export function createLiveSource(deps: LiveSourceDeps): LiveSource {
  const random = deps.random ?? Math.random;
  const t = LIVE_TIMING;
  let stopped = true;
  let running = false;
  let failures = 0;
  let last: number | undefined;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let mode: LiveMode | null = null;

  const setMode = (next: LiveMode) => {
    if (next === mode) return;
    mode = next;
    deps.onMode?.(next);
  };

  function emit(event: NaoLidasEvent): void {
    last = event.naoLidas;
    deps.onEvent(event);
  }

  function pollOnce(): void {
    deps.poll().then(
      (naoLidas) => {
        if (!stopped && pollTimer) emit({ naoLidas, nova: last !== undefined && naoLidas > last });
      },
      (err: unknown) => deps.warn?.('notification count poll failed', err),
    );
  }

  function polling(on: boolean): void {
    if (on && !pollTimer) {
      setMode('polling');
      pollTimer = setInterval(pollOnce, t.pollMs);
      pollOnce();
    } else if (!on && pollTimer) {
      clearInterval(pollTimer);
      pollTimer = null;
    }
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });
  }

  /** ±50 % around the delay. */
  const jitter = (ms: number) => Math.round(ms * (0.5 + random()));

  async function loop(): Promise<void> {
    running = true;
    try {
      while (!stopped) {
        const token = await deps.getToken();
        // Signed out (or stopped meanwhile): nothing to open, nothing to poll, until reopen()
        // after the next sign-in.
        if (stopped || !token) {
          polling(false);
          return;
        }
        const ctrl = new AbortController();
        current = ctrl;
        let opened = false;
        try {
          await deps.open(
            token,
            ctrl.signal,
            () => {
              opened = true;
              failures = 0;
              polling(false);
              setMode('stream');
            },
            emit,
          );
        } catch (err) {
          if (!ctrl.signal.aborted) deps.warn?.('notification stream failed', err);
        }
        current = null;
        if (stopped) return;
        if (ctrl.signal.aborted) continue;
        if (opened) {
          setMode(pollTimer ? 'polling' : 'connecting');
          await sleep(jitter(t.baseDelayMs));
          continue;
        }
        failures++;
        if (failures >= t.failuresBeforePolling) polling(true);
        else setMode('connecting');
        await sleep(jitter(Math.min(t.maxDelayMs, t.baseDelayMs * 2 ** (failures - 1))));
      }
    } finally {
      running = false;
    }
  }

  function run(): void {
    if (running) return;
    loop().catch((err: unknown) => deps.warn?.('notification stream loop failed', err));
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      if (!deps.streaming) {
        polling(true);
        return;
      }
      setMode('connecting');
      run();
    },
    reopen() {
      if (stopped || !deps.streaming) return;
      failures = 0;
      if (current) current.abort();
      else if (wake) wake();
      else run();
    },
    stop() {
      stopped = true;
      current?.abort();
      wake?.();
      polling(false);
    },
  };
}
