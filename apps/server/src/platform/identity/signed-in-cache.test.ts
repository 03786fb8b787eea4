import { describe, expect, it } from 'vitest';
import { ALL_USERS, createSignedInCache } from './signed-in-cache.js';

/** The cache's own rules, with a fake clock and a switch for the LISTEN connection. */
type U = { id: number; v: number };

function setup(opts: { ttlMs?: number; max?: number } = {}) {
  const state = { live: true, now: 1_000_000, synced: true, duringSync: () => {} };
  const c = createSignedInCache<U>({
    ...opts,
    live: () => state.live,
    // The round trip on the LISTEN connection: notifications already sent arrive before it ends.
    sync: async () => {
      state.duringSync();
      return state.synced;
    },
    now: () => state.now,
  });
  // Each call is a request of its own.
  const cache = {
    ...c,
    user: (id: number, load: () => Promise<U | null>) => c.view().user(id, load),
    sessions: { check: (sid: string, load: () => Promise<number | null | undefined>) => c.view().sessions.check(sid, load) },
  };
  let loads = 0;
  const load = (v: number) => async () => {
    loads++;
    return { id: 1, v };
  };
  return { state, cache, load, loads: () => loads };
}

describe('createSignedInCache', () => {
  it('answers a user from memory until its time is up', async () => {
    const { state, cache, load, loads } = setup({ ttlMs: 30_000 });
    expect(await cache.user(1, load(1))).toEqual({ id: 1, v: 1 });
    expect(await cache.user(1, load(2))).toEqual({ id: 1, v: 1 });
    state.now += 30_001;
    expect(await cache.user(1, load(3))).toEqual({ id: 1, v: 3 });
    expect(loads()).toBe(2);
  });

  it('reads the database every time while the LISTEN connection is down, and keeps nothing read then', async () => {
    const { state, cache, load, loads } = setup();
    await cache.user(1, load(1));
    state.live = false;
    expect(await cache.user(1, load(2))).toEqual({ id: 1, v: 2 });
    expect(await cache.user(1, load(3))).toEqual({ id: 1, v: 3 });
    expect(await cache.sessions.check('s', async () => null)).toBe(true);
    expect(await cache.sessions.check('s', async () => undefined)).toBe(false);
    expect(loads()).toBe(3);
  });

  it('trusts memory only after the round trip begun with the request: what it brings in wins', async () => {
    const { state, cache, load, loads } = setup();
    await cache.user(1, load(1));
    // A change committed before this request: its NOTIFY is handled during the round trip.
    state.duringSync = () => cache.usersChanged('1');
    expect(await cache.user(1, load(2))).toEqual({ id: 1, v: 2 });
    state.duringSync = () => {};
    expect(await cache.user(1, load(3))).toEqual({ id: 1, v: 2 });
    // A round trip that fails (the connection just dropped) answers from the database.
    state.synced = false;
    expect(await cache.user(1, load(4))).toEqual({ id: 1, v: 4 });
    expect(loads()).toBe(3);
  });

  it('forgets the users named by a notification, everyone on "*" or an unreadable payload', async () => {
    const { cache } = setup();
    const reads: number[] = [];
    const get = (id: number) => cache.user(id, async () => (reads.push(id), { id, v: 0 }));
    const all = async () => {
      for (const id of [1, 2, 3]) await get(id);
    };
    await all();
    reads.length = 0;
    cache.usersChanged('1,3');
    await all();
    expect(reads).toEqual([1, 3]);
    reads.length = 0;
    cache.usersChanged(ALL_USERS);
    await all();
    expect(reads).toEqual([1, 2, 3]);
    reads.length = 0;
    cache.usersChanged('2,x');
    await all();
    expect(reads).toEqual([1, 2, 3]);
  });

  it('never keeps a read that began before an invalidation (the read may predate the change)', async () => {
    const { cache } = setup();
    /** A database read held open until the test lets it answer; resolves `reading` when it started. */
    function held<T>(answer: T) {
      let release!: () => void;
      let started!: () => void;
      const reading = new Promise<void>((r) => (started = r));
      const load = () => {
        started();
        return new Promise<T>((r) => (release = () => r(answer)));
      };
      return { load, reading, release: () => release() };
    }
    const old = held<U>({ id: 1, v: 1 });
    const slow = cache.user(1, old.load);
    await old.reading;
    cache.usersChanged('1');
    old.release();
    await slow;
    expect(await cache.user(1, async () => ({ id: 1, v: 2 }))).toEqual({ id: 1, v: 2 });

    const alive = held<number | null>(null);
    const check = cache.sessions.check('s', alive.load);
    await alive.reading;
    cache.sessionEnded('s');
    alive.release();
    expect(await check).toBe(true);
    expect(await cache.sessions.check('s', async () => undefined)).toBe(false);
  });

  it('keeps a session no longer than the session itself lives, and drops it when it ends', async () => {
    const { state, cache } = setup({ ttlMs: 30_000 });
    expect(await cache.sessions.check('s', async () => state.now + 5_000)).toBe(true);
    expect(await cache.sessions.check('s', async () => undefined)).toBe(true);
    state.now += 5_001;
    expect(await cache.sessions.check('s', async () => undefined)).toBe(false);
    expect(await cache.sessions.check('t', async () => null)).toBe(true);
    cache.sessionEnded('t');
    expect(await cache.sessions.check('t', async () => undefined)).toBe(false);
  });

  it('holds at most `max` users, the oldest going first; clear() empties it', async () => {
    const { cache } = setup({ max: 2 });
    let reads = 0;
    const get = (id: number) => cache.user(id, async () => (reads++, { id, v: 0 }));
    await get(1);
    await get(2);
    await get(3);
    expect(reads).toBe(3);
    await get(3);
    await get(2);
    expect(reads).toBe(3);
    await get(1);
    expect(reads).toBe(4);
    cache.clear();
    await get(1);
    expect(reads).toBe(5);
  });
});
