import { describe, expect, it } from "vitest";
import type { Change, ChangeFeed } from "../db/change-feed";
import { changeCache } from "./change-cache";

/** A feed the test drives: `emit` is a committed change, `live` whether it is heard. */
function testFeed() {
  const listeners = new Set<(change: Change) => void>();
  const feed = {
    live: true,
    subscribe: (listener: (change: Change) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => {},
    emit: (table: string, key: string | null = null) => {
      for (const listener of listeners) listener({ table, key });
    },
  };
  return feed satisfies ChangeFeed;
}

function counted(values: string[]) {
  let calls = 0;
  return {
    load: async () => values[calls++] ?? "none",
    get calls() {
      return calls;
    },
  };
}

describe("changeCache", () => {
  it("answers from memory until a watched table changes", async () => {
    const feed = testFeed();
    const cache = changeCache<string>(feed, { tables: ["unions"] });
    const source = counted(["a", "b"]);
    expect(await cache.get("1", source.load)).toBe("a");
    expect(await cache.get("1", source.load)).toBe("a");
    expect(source.calls).toBe(1);
    feed.emit("sms_messages");
    expect(await cache.get("1", source.load)).toBe("a");
    feed.emit("unions");
    expect(await cache.get("1", source.load)).toBe("b");
    expect(source.calls).toBe(2);
  });

  it("drops only the named union's entry for a keyed change", async () => {
    const feed = testFeed();
    const cache = changeCache<string>(feed, { tables: ["ledger_entries"] });
    const one = counted(["1a", "1b"]);
    const two = counted(["2a", "2b"]);
    await cache.get("1", one.load);
    await cache.get("2", two.load);
    feed.emit("ledger_entries", "1");
    expect(await cache.get("1", one.load)).toBe("1b");
    expect(await cache.get("2", two.load)).toBe("2a");
    feed.emit("ledger_entries");
    expect(await cache.get("2", two.load)).toBe("2b");
  });

  it("does not keep an answer loaded while a change came, nor answer from memory while the feed is not live", async () => {
    const feed = testFeed();
    const cache = changeCache<string>(feed, { tables: ["unions"] });
    let release: (value: string) => void = () => {};
    const slow = cache.get("1", () => new Promise<string>((resolve) => (release = resolve)));
    feed.emit("unions");
    release("before the change");
    expect(await slow).toBe("before the change");
    expect(cache.size).toBe(0);
    const source = counted(["after", "while down", "live again"]);
    expect(await cache.get("1", source.load)).toBe("after");
    feed.live = false;
    feed.emit("*");
    expect(await cache.get("1", source.load)).toBe("while down");
    expect(cache.size).toBe(0);
    feed.live = true;
    expect(await cache.get("1", source.load)).toBe("live again");
    expect(await cache.get("1", source.load)).toBe("live again");
  });

  it("forgets an entry past its age and the oldest past its size", async () => {
    const feed = testFeed();
    let now = 0;
    const cache = changeCache<string>(feed, { tables: ["unions"], maxAgeMs: 1000, maxEntries: 2, now: () => now });
    const source = counted(["a", "b"]);
    await cache.get("1", source.load);
    now = 999;
    expect(await cache.get("1", source.load)).toBe("a");
    now = 1000;
    expect(await cache.get("1", source.load)).toBe("b");
    await cache.get("2", async () => "2");
    await cache.get("3", async () => "3");
    expect(cache.size).toBe(2);
    expect(await cache.get("1", async () => "reloaded")).toBe("reloaded");
  });
});
