import type { LiveSource } from './live-source';
import type { NaoLidasEvent } from './stream-client';

/** Held by the tab that owns this browser's stream; the next waiting tab gets it when that tab goes. */
export const LEADER_LOCK = 'portal-notificacoes-stream';
/** Where the leader tells the other tabs (and they ask it things). */
export const TABS_CHANNEL = 'portal-notificacoes';

type TabMessage =
  | ({ type: 'naoLidas' } & NaoLidasEvent)
  /** A tab that starts asks for the last count. */
  | { type: 'hello' }
  /** A tab renewed the token (tokens are shared): the leader reopens with it. */
  | { type: 'reopen' };

/** The part of the Web Locks API used here. */
export interface LeaderLocks {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void> | undefined): Promise<unknown>;
}

export interface SharedLiveDeps {
  /** navigator.locks where there is one; without it every tab keeps a stream of its own. */
  locks: LeaderLocks | undefined;
  /** A BroadcastChannel on TABS_CHANNEL, or null where there is none. */
  channel: BroadcastChannel | null;
  /** The stream (and its fallback) for the leader tab; its events go to `emit`. */
  createSource(emit: (event: NaoLidasEvent) => void): LiveSource;
  /** What this tab does with a count (writes it into its Apollo cache). */
  apply(event: NaoLidasEvent): void;
  /** Told when this tab becomes the leader (tests, diagnostics). */
  onLeader?(): void;
}

export interface SharedLive {
  /** The token was renewed in this tab: the stream reopens with it, in whichever tab holds it. */
  reopen(): void;
  stop(): void;
}

/**
 * One stream per browser, not per tab: the tabs elect a leader with the Web Locks API (the lock is
 * held while the leader lives and released by the browser when its tab closes or crashes, so a
 * waiting tab takes over), and the leader relays every count to the others by BroadcastChannel.
 */
export function startSharedLive(deps: SharedLiveDeps): SharedLive {
  const { channel } = deps;
  let source: LiveSource | null = null;
  let last: NaoLidasEvent | null = null;
  let stopped = false;
  let releaseLock: (() => void) | null = null;
  const abortWait = new AbortController();

  const post = (message: TabMessage) => channel?.postMessage(message);

  function lead(): void {
    deps.onLeader?.();
    source = deps.createSource((event) => {
      last = event;
      deps.apply(event);
      post({ type: 'naoLidas', ...event });
    });
    source.start();
  }

  function onMessage(e: MessageEvent<TabMessage>): void {
    const message = e.data;
    if (message.type === 'naoLidas') deps.apply({ naoLidas: message.naoLidas, nova: message.nova });
    else if (message.type === 'hello' && source && last) post({ type: 'naoLidas', naoLidas: last.naoLidas, nova: false });
    else if (message.type === 'reopen') source?.reopen();
  }
  channel?.addEventListener('message', onMessage);

  if (deps.locks && channel) {
    deps.locks
      .request(LEADER_LOCK, { signal: abortWait.signal }, () => {
        if (stopped) return undefined;
        lead();
        return new Promise<void>((resolve) => {
          releaseLock = resolve;
        });
      })
      .catch(() => undefined); // aborted by stop() while waiting
    post({ type: 'hello' });
  } else {
    lead();
  }

  return {
    reopen() {
      if (source) source.reopen();
      else post({ type: 'reopen' });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      source?.stop();
      source = null;
      abortWait.abort();
      releaseLock?.();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
