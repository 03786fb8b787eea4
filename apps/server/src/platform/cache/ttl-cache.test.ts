import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.js';

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('serves the loaded value until the time is up, then loads again; per key', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const cache = ttlCache(1000, async (key: { n: number }) => `${key.n}:${++loads}`);
    const a = { n: 1 };
    const b = { n: 2 };
    expect(await cache.get(a)).toBe('1:1');
    expect(await cache.get(a)).toBe('1:1');
    expect(await cache.get(b)).toBe('2:2');
    vi.advanceTimersByTime(1001);
    expect(await cache.get(a)).toBe('1:3');
  });

  it('does not keep a failed load', async () => {
    let calls = 0;
    const cache = ttlCache(60_000, async () => {
      calls++;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    });
    const key = {};
    await expect(cache.get(key)).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get(key)).toBe('ok');
  });
});
