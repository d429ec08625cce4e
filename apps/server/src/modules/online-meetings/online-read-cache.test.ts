import { describe, expect, it } from "vitest";
import { readCache } from "./online-read-cache";

describe("readCache", () => {
  it("keeps an answer for the TTL, then loads again", async () => {
    let clock = 0;
    const cache = readCache<number>({ ttlMs: 1500, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 1499;
    expect(await cache.get("a", load)).toBe(1);
    clock = 1500;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = readCache<number>({ ttlMs: 1500 });
    let loads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      loads++;
      await gate;
      return 7;
    };
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.get("a", load)));
    release();
    expect(await answers).toEqual(Array(100).fill(7));
    expect(loads).toBe(1);
  });

  it("forgets a key on a write, and does not keep an answer loaded across the write", async () => {
    const cache = readCache<number>({ ttlMs: 60_000 });
    let value = 1;
    expect(await cache.get("m:1:dash", async () => value)).toBe(1);
    value = 2;
    cache.forget("m:1:");
    expect(await cache.get("m:1:dash", async () => value)).toBe(2);

    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    cache.forget("m:1:");
    const stale = cache.get("m:1:dash", async () => {
      await gate;
      return 3;
    });
    cache.forget("m:1:");
    release();
    expect(await stale).toBe(3);
    expect(await cache.get("m:1:dash", async () => 4)).toBe(4);
  });

  it("does not keep a failed load", async () => {
    const cache = readCache<number>({ ttlMs: 60_000 });
    await expect(cache.get("a", async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await cache.get("a", async () => 5)).toBe(5);
  });
});
