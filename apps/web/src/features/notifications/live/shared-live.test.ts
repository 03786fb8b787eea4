import { describe, expect, it, vi } from 'vitest';
import type { LiveSource } from './live-source';
import { LEADER_LOCK, startSharedLive, type SharedLive } from './shared-live';
import type { NaoLidasEvent } from './stream-client';

/** The browser's Web Locks, for one origin: exclusive, granted in request order, abortable while waiting. */
class FakeLocks {
  private held = false;
  private queue: { cb: () => Promise<void> | undefined; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];

  request(name: string, opts: { signal?: AbortSignal }, cb: () => Promise<void> | undefined): Promise<unknown> {
    expect(name).toBe(LEADER_LOCK);
    return new Promise((resolve, reject) => {
      const entry = { cb, resolve, reject };
      this.queue.push(entry);
      opts.signal?.addEventListener('abort', () => {
        const i = this.queue.indexOf(entry);
        if (i >= 0) {
          this.queue.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      this.grant();
    });
  }

  private grant(): void {
    if (this.held) return;
    const next = this.queue.shift();
    if (!next) return;
    this.held = true;
    void Promise.resolve(next.cb()).then((v) => {
      this.held = false;
      next.resolve(v);
      this.grant();
    });
  }
}

/** BroadcastChannels of one origin: a message reaches every other open channel, asynchronously. */
class FakeBus {
  private readonly open = new Set<FakeChannel>();
  channel(): BroadcastChannel {
    const c = new FakeChannel(this.open);
    this.open.add(c);
    return c as unknown as BroadcastChannel;
  }
}
class FakeChannel {
  private readonly listeners = new Set<(e: MessageEvent) => void>();
  constructor(private readonly all: Set<FakeChannel>) {}
  postMessage(data: unknown): void {
    for (const other of this.all) {
      if (other !== this) queueMicrotask(() => other.listeners.forEach((l) => l({ data } as MessageEvent)));
    }
  }
  addEventListener(_type: 'message', l: (e: MessageEvent) => void): void {
    this.listeners.add(l);
  }
  removeEventListener(_type: 'message', l: (e: MessageEvent) => void): void {
    this.listeners.delete(l);
  }
  close(): void {
    this.all.delete(this);
  }
}

interface Tab {
  live: SharedLive;
  applied: NaoLidasEvent[];
  /** The source this tab created as leader (undefined while it follows). */
  source?: LiveSource & { emit: (e: NaoLidasEvent) => void; reopen: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> };
}

function openTab(locks: FakeLocks, bus: FakeBus): Tab {
  const tab = { applied: [] } as unknown as Tab;
  tab.live = startSharedLive({
    locks,
    channel: bus.channel(),
    apply: (e) => tab.applied.push(e),
    createSource: (emit) => {
      const source = { emit, start: vi.fn(), reopen: vi.fn(), stop: vi.fn() };
      tab.source = source;
      return source;
    },
  });
  return tab;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('startSharedLive', () => {
  it('one tab holds the stream; every tab gets its counts; a tab that opens later gets the last count', async () => {
    const locks = new FakeLocks();
    const bus = new FakeBus();
    const a = openTab(locks, bus);
    const b = openTab(locks, bus);
    await settle();
    expect(a.source).toBeDefined();
    expect(b.source).toBeUndefined();

    a.source!.emit({ naoLidas: 3, nova: true });
    await settle();
    expect(a.applied).toEqual([{ naoLidas: 3, nova: true }]);
    expect(b.applied).toEqual([{ naoLidas: 3, nova: true }]);

    const c = openTab(locks, bus);
    await settle();
    expect(c.source).toBeUndefined();
    expect(c.applied).toEqual([{ naoLidas: 3, nova: false }]);
    for (const t of [a, b, c]) t.live.stop();
  });

  it('when the leader tab closes, a waiting tab takes the stream over', async () => {
    const locks = new FakeLocks();
    const bus = new FakeBus();
    const a = openTab(locks, bus);
    const b = openTab(locks, bus);
    await settle();
    a.live.stop();
    expect(a.source!.stop).toHaveBeenCalled();
    await settle();
    expect(b.source).toBeDefined();
    b.source!.emit({ naoLidas: 1, nova: true });
    await settle();
    expect(a.applied).toEqual([]);
    expect(b.applied).toEqual([{ naoLidas: 1, nova: true }]);
    b.live.stop();
  });

  it("a token renewed in a follower tab reopens the leader's stream", async () => {
    const locks = new FakeLocks();
    const bus = new FakeBus();
    const a = openTab(locks, bus);
    const b = openTab(locks, bus);
    await settle();
    b.live.reopen();
    await settle();
    expect(a.source!.reopen).toHaveBeenCalledTimes(1);
    a.live.stop();
    b.live.stop();
  });

  it('without Web Locks each tab keeps its own stream', () => {
    const applied: NaoLidasEvent[] = [];
    let emit: ((e: NaoLidasEvent) => void) | undefined;
    const live = startSharedLive({
      locks: undefined,
      channel: null,
      apply: (e) => applied.push(e),
      createSource: (e) => {
        emit = e;
        return { start: vi.fn(), reopen: vi.fn(), stop: vi.fn() };
      },
    });
    emit!({ naoLidas: 2, nova: false });
    expect(applied).toEqual([{ naoLidas: 2, nova: false }]);
    live.stop();
  });
});
