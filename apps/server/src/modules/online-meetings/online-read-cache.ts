/**
 * A per-process read cache for what 10,000 attendees and the console poll every 10 s (the dashboard and the
 * notices of one online meeting): an answer is kept `ttlMs` (1.5 s), concurrent misses of one key share one load
 * (so a burst of polls makes one query), and this process's own writes `forget` the key at once. Another
 * process (ROLE=api replicas) sees a write within the TTL: the online tables have no change trigger, and a
 * second and a half is well inside the 10 s polling. Safe to lose.
 */
export type ReadCache<V> = {
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  forget: (prefix: string) => void;
  readonly size: number;
};

export function readCache<V>(opts: { ttlMs: number; maxEntries?: number; now?: () => number }): ReadCache<V> {
  const { ttlMs, maxEntries = 5_000, now = Date.now } = opts;
  const entries = new Map<string, { value: V; at: number }>();
  const loading = new Map<string, { promise: Promise<V>; generation: number }>();
  let generation = 0;
  return {
    get: (key, load) => {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return Promise.resolve(hit.value);
      const pending = loading.get(key);
      if (pending && pending.generation === generation) return pending.promise;
      const started = generation;
      const promise = load().then(
        (value) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          if (started === generation) {
            entries.delete(key);
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, at: now() });
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, { promise, generation: started });
      return promise;
    },
    forget: (prefix) => {
      generation++;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
