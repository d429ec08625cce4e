import type { Change, ChangeFeed } from "../db/change-feed";

export type ChangeCacheOptions = {
  /** The tables its answers are read from (each needs a change trigger, migration 0014). */
  tables: readonly string[];
  /** A bound on an entry's life, should a change ever go unheard (default 60 s). */
  maxAgeMs?: number;
  /** A bound on its size: the oldest entry goes first (default 10,000). */
  maxEntries?: number;
  now?: () => number;
};

export type ChangeCache<V> = {
  /** The answer for `key` from memory, or `load`ed and kept (unless a change came while it loaded). */
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  readonly size: number;
};

/**
 * A per-process read cache that forgets what a committed change may have made wrong: a change of a
 * watched table without a key clears it, one with a key (`ledger_entries:7`) drops entry `7`, so a
 * cache over a keyed table keys its entries by union. While the feed is not live it answers by `load`.
 * An answer loaded while a change came is not kept (it may predate the change).
 */
export function changeCache<V>(feed: ChangeFeed, options: ChangeCacheOptions): ChangeCache<V> {
  const { tables, maxAgeMs = 60_000, maxEntries = 10_000, now = Date.now } = options;
  const watched = new Set(tables);
  const entries = new Map<string, { value: V; at: number }>();
  let generation = 0;
  feed.subscribe((change: Change) => {
    if (change.table !== "*" && !watched.has(change.table)) return;
    generation++;
    if (change.key == null) entries.clear();
    else entries.delete(change.key);
  });
  return {
    get: async (key, load) => {
      if (!feed.live) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < maxAgeMs) return hit.value;
      const started = generation;
      const value = await load();
      if (started === generation && feed.live) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, at: now() });
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
