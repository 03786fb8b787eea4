import type { FastifyReply } from 'fastify';
import { LiveStream, type StreamOwner } from './stream.js';

export interface HubLimits {
  /** Open streams of one user on this instance (one per browser is the normal case: tabs share one). */
  maxPerUser: number;
  /** Open streams on this instance. */
  maxStreams: number;
  /** Bytes allowed to wait in one stream's socket before it is dropped as a slow reader. */
  maxBufferedBytes: number;
  /** Comment line sent on every stream this often, so proxies keep idle connections open. */
  heartbeatMs: number;
}

export const DEFAULT_LIMITS: HubLimits = {
  maxPerUser: 10,
  maxStreams: 20_000,
  maxBufferedBytes: 64 * 1024,
  heartbeatMs: 25_000,
};

export type OpenRefusal = 'user-limit' | 'instance-limit';

/**
 * The open streams of this instance, by user and by sign-in session: a notification is written to
 * its recipients' streams, a sign-out closes its session's streams. One heartbeat timer serves
 * every stream; each stream has one timer, for its token's expiry. Nothing else is kept per
 * stream, so the memory of a stream is mostly its socket's.
 */
export interface StreamHub {
  /**
   * Takes over the reply as an event stream (status 200, text/event-stream), or answers why not
   * (the reply is untouched then).
   */
  open(reply: FastifyReply, owner: StreamOwner): LiveStream | OpenRefusal;
  /** The open streams of one user (empty when none). */
  streamsOf(usuarioId: number): readonly LiveStream[];
  /** Users with at least one open stream here. */
  userIds(): number[];
  /** Closes the streams opened with tokens of these sign-in sessions. */
  endSessions(sessaoIds: readonly string[]): void;
  /** Closes every stream (the app is closing). */
  closeAll(): void;
  readonly size: number;
}

export function createStreamHub(limits: Partial<HubLimits> = {}): StreamHub {
  const { maxPerUser, maxStreams, maxBufferedBytes, heartbeatMs } = { ...DEFAULT_LIMITS, ...limits };
  const byUser = new Map<number, LiveStream[]>();
  const bySession = new Map<string, LiveStream[]>();
  let size = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const addTo = <K>(map: Map<K, LiveStream[]>, key: K, stream: LiveStream) => {
    const list = map.get(key);
    if (list) list.push(stream);
    else map.set(key, [stream]);
  };
  const removeFrom = <K>(map: Map<K, LiveStream[]>, key: K, stream: LiveStream) => {
    const list = map.get(key);
    if (!list) return;
    const i = list.indexOf(stream);
    if (i >= 0) list.splice(i, 1);
    if (!list.length) map.delete(key);
  };

  function beat(): void {
    for (const list of byUser.values()) for (const stream of [...list]) stream.heartbeat();
  }

  function register(stream: LiveStream): void {
    const { usuarioId, sessaoId, expiresAt } = stream.owner;
    addTo(byUser, usuarioId, stream);
    if (sessaoId) addTo(bySession, sessaoId, stream);
    size++;
    if (!heartbeat) {
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
    }
    // The token ends the stream: the browser reconnects with its renewed token, which is
    // verified again (signature, expiry, session alive), as every API request is.
    const expiry = setTimeout(() => stream.close('expired'), Math.max(0, expiresAt - Date.now()));
    expiry.unref();
    stream.onClose(() => {
      clearTimeout(expiry);
      removeFrom(byUser, usuarioId, stream);
      if (sessaoId) removeFrom(bySession, sessaoId, stream);
      size--;
      if (size === 0 && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = null;
      }
    });
  }

  return {
    open(reply, owner) {
      if (size >= maxStreams) return 'instance-limit';
      if ((byUser.get(owner.usuarioId)?.length ?? 0) >= maxPerUser) return 'user-limit';
      reply.hijack();
      const res = reply.raw;
      // The headers other hooks set (security headers, request id) go out with ours.
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: a compressing proxy would buffer the events; X-Accel-Buffering: nginx.
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
      });
      // Small writes go out at once.
      res.socket?.setNoDelay(true);
      // Reconnection delay for plain EventSource clients; the portal's client has its own back-off.
      res.write('retry: 5000\n\n');
      const stream = new LiveStream(res, owner, maxBufferedBytes);
      register(stream);
      return stream;
    },
    streamsOf: (usuarioId) => byUser.get(usuarioId) ?? [],
    userIds: () => [...byUser.keys()],
    endSessions(sessaoIds) {
      for (const sid of sessaoIds) for (const stream of [...(bySession.get(sid) ?? [])]) stream.close('session-ended');
    },
    closeAll() {
      for (const list of [...byUser.values()]) for (const stream of [...list]) stream.close('shutdown');
    },
    get size() {
      return size;
    },
  };
}
