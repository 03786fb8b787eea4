/**
 * Memoises a loader per key (a database handle, say) for a short time. For small, rarely changed
 * configuration (portal properties, other products' menu entries) read on every page load: each
 * instance may serve a value up to `ttlMs` old, which is why only such data goes through here.
 */
export function ttlCache<K extends object, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new WeakMap<K, { at: number; value: Promise<V> }>();
  const get = (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(key);
    entries.set(key, { at: Date.now(), value });
    // A failed load is not kept: the next call tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
  return { get, clear: (key: K) => void entries.delete(key) };
}
