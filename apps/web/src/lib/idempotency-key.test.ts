import { ERROR_CODES } from "@johap/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "./http-error";
import { needsNewIdempotencyKey, newIdempotencyKey } from "./idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newIdempotencyKey", () => {
  it("makes a version 4 UUID from getRandomValues on a plain-http page without crypto.randomUUID", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("sets the version and variant bits whatever the random bytes", () => {
    vi.stubGlobal("crypto", {
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        new Uint8Array(array.buffer).fill(0xff);
        return array;
      },
    });
    expect(newIdempotencyKey()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });

  it("uses crypto.randomUUID where the page has it", () => {
    vi.stubGlobal("crypto", { randomUUID: () => "11111111-2222-4333-8444-555555555555" });
    expect(newIdempotencyKey()).toBe("11111111-2222-4333-8444-555555555555");
  });
});

describe("needsNewIdempotencyKey", () => {
  const failure = (status: number, code: string | null) =>
    new HttpError({ status, code, message: "서버 문구", isNotified: false });

  it("renews the key after the server's answer for good: a refusal or 422 for a changed request", () => {
    expect(needsNewIdempotencyKey(failure(422, ERROR_CODES.IDEMPOTENCY_KEY_REUSED))).toBe(true);
    expect(needsNewIdempotencyKey(failure(400, ERROR_CODES.INSUFFICIENT_BALANCE))).toBe(true);
    expect(needsNewIdempotencyKey(new Error("wrapped", { cause: failure(409, ERROR_CODES.CONFLICT) }))).toBe(true);
  });

  it("keeps the key while the outcome is unknown: no answer, a 5xx, or 409 while the first is in flight", () => {
    expect(needsNewIdempotencyKey(failure(0, null))).toBe(false);
    expect(needsNewIdempotencyKey(failure(500, ERROR_CODES.INTERNAL))).toBe(false);
    expect(needsNewIdempotencyKey(failure(409, ERROR_CODES.IDEMPOTENCY_IN_FLIGHT))).toBe(false);
    expect(needsNewIdempotencyKey(new Error("not an HTTP failure"))).toBe(false);
  });
});
