/**
 * Users whose request-path data changed (active, type, language, name, e-mail, features…):
 * payload "12,40,41" (ids, comma-separated) or "*" (everyone: a change of a catalog many users
 * read, such as a feature's key). Sent by the database's own triggers (migration 0016) in the
 * writing transaction, whatever wrote the rows, so it arrives after commit.
 */
export const USERS_CHANGED_CHANNEL = 'portal_usuarios_alterados';

/** Everyone: the payload that empties the users' cache. */
export const ALL_USERS = '*';

export interface SignedInCacheOptions {
  /** How long an entry is trusted without a notification; the bound if one is ever lost. */
  ttlMs?: number;
  /** Entries per map; the oldest go first. */
  max?: number;
  /** Whether the invalidations can reach us now (this instance's LISTEN connection is up). */
  live: () => boolean;
  /**
   * Resolves true once every notification committed before the call has been handled here (a
   * round trip on the LISTEN connection); false when it cannot tell. A request trusts memory only
   * after it: a change committed before the request began has always been applied by then.
   */
  sync: () => Promise<boolean>;
  now?: () => number;
}

/** Sessions known alive: `check(sid, load)` answers from memory or asks `load` (the database). */
export interface SessionCache {
  /** load answers the session's end (ms since the epoch; null: no end) or undefined when it is gone. */
  check(sid: string, load: () => Promise<number | null | undefined>): Promise<boolean>;
}

/** One request's view of the cache: its hits wait for the round trip that began with the request. */
export interface SignedInView<U> {
  sessions: SessionCache;
  /** The current user by id, from memory or `load`; a null answer (inactive, unknown) is never kept. */
  user(id: number, load: () => Promise<U | null>): Promise<U | null>;
}

export interface SignedInCache<U> {
  /** Begins a request: starts (or joins) the sync round trip, which its hits will wait for. */
  view(): SignedInView<U>;
  /** A NOTIFY of SESSIONS_ENDED_CHANNEL: the session id. */
  sessionEnded(sid: string): void;
  /** A NOTIFY of USERS_CHANGED_CHANNEL: ids or ALL_USERS. */
  usersChanged(payload: string): void;
  /** Forgets everything (the LISTEN connection came back: what was notified meanwhile is lost). */
  clear(): void;
}

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * The per-instance cache of the signed-in request path: the sessions verified alive (by `sid`) and
 * the current users with their features (by id), each kept at most `ttlMs` (30 s). Correct only
 * because every change reaches every instance through PostgreSQL NOTIFY (sign-outs, user changes)
 * and the cache answers nothing while this instance's LISTEN connection is down (`live()` false):
 * then every request reads the database, and the reconnection empties the cache first.
 *
 * "At once" holds for the very next request, on any instance: a request's hit is trusted only
 * after a round trip on the LISTEN connection that began with the request (`sync`), because
 * PostgreSQL hands a listener every notification committed before it answers; the trips are
 * shared by the requests waiting at the same time, so under load it costs far less than the two
 * reads it saves. A miss reads the database (after the change, hence fresh) without waiting.
 *
 * A load that began before an invalidation may finish after it with what it read before the
 * change; it is not kept (the epoch moved), so an invalidation always wins over a racing read.
 */
export function createSignedInCache<U>(opts: SignedInCacheOptions): SignedInCache<U> {
  const ttl = opts.ttlMs ?? 30_000;
  const max = opts.max ?? 10_000;
  const now = opts.now ?? Date.now;
  const sessions = new Map<string, Entry<true>>();
  const users = new Map<number, Entry<U>>();
  /** Moves at every invalidation: a load that saw another epoch at its start is not kept. */
  let epoch = 0;

  function fresh<K, V>(map: Map<K, Entry<V>>, key: K): V | undefined {
    const hit = map.get(key);
    if (!hit) return undefined;
    if (hit.until > now()) return hit.value;
    map.delete(key);
    return undefined;
  }

  function keep<K, V>(map: Map<K, Entry<V>>, key: K, value: V, until: number): void {
    map.delete(key);
    if (map.size >= max) map.delete(map.keys().next().value as K);
    map.set(key, { value, until });
  }

  /** The entry, if there is one and it is still there once the request's round trip is back. */
  async function hit<K, V>(map: Map<K, Entry<V>>, key: K, synced: () => Promise<boolean>): Promise<V | undefined> {
    if (!opts.live() || fresh(map, key) === undefined) return undefined;
    return (await synced()) && opts.live() ? fresh(map, key) : undefined;
  }

  return {
    view() {
      // Started now (not at the first hit): it must begin no earlier than the request did.
      const trip = opts.live() ? opts.sync() : Promise.resolve(false);
      trip.catch(() => undefined);
      const synced = () => trip;
      return {
        sessions: {
          async check(sid, load) {
            if (await hit(sessions, sid, synced)) return true;
            const started = epoch;
            const live = opts.live();
            const ends = await load();
            if (ends === undefined) return false;
            const until = Math.min(now() + ttl, ends ?? Infinity);
            if (live && opts.live() && started === epoch && until > now()) keep(sessions, sid, true, until);
            return true;
          },
        },
        async user(id, load) {
          const cached = await hit(users, id, synced);
          if (cached) return cached;
          const started = epoch;
          const live = opts.live();
          const loaded = await load();
          if (loaded && live && opts.live() && started === epoch) keep(users, id, loaded, now() + ttl);
          return loaded;
        },
      };
    },
    sessionEnded(sid) {
      epoch++;
      sessions.delete(sid);
    },
    usersChanged(payload) {
      epoch++;
      const ids = payload.split(',').map(Number);
      // Anything but ids (ALL_USERS, or a payload we cannot read) empties it: never keep too much.
      if (!ids.every(Number.isSafeInteger)) return users.clear();
      for (const id of ids) users.delete(id);
    },
    clear() {
      epoch++;
      sessions.clear();
      users.clear();
    },
  };
}
