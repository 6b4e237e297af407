/**
 * A small time-limited cache of promises: concurrent look-ups of one key share one load, and a
 * failed load is forgotten at once.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      if (entries.size >= options.maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expiresAt: now() + options.ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Forgets everything, e.g. after a user, role or permission changed. */
    clear() {
      entries.clear();
    },
  };
}
