import { describe, expect, it } from "vitest";
import { canonicalHash, canonicalJson } from "./idempotency";

describe("canonical request content", () => {
  it("is the same for the same content whatever the order of object keys", () => {
    const one = { input: { message: "안내", recipients: [{ phoneNo: "01011112222", name: "홍길동" }] }, uploads: [] };
    const two = { uploads: [], input: { recipients: [{ name: "홍길동", phoneNo: "01011112222" }], message: "안내" } };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
    expect(canonicalHash(one)).toBe(canonicalHash(two));
  });

  it("leaves undefined members out, so a missing field and an undefined one are the same", () => {
    expect(canonicalHash({ title: undefined, message: "a" })).toBe(canonicalHash({ message: "a" }));
    expect(canonicalHash({ title: null, message: "a" })).not.toBe(canonicalHash({ message: "a" }));
  });

  it("keeps the order of arrays and tells values and types apart", () => {
    expect(canonicalHash({ fileSeqs: [1, 2] })).not.toBe(canonicalHash({ fileSeqs: [2, 1] }));
    expect(canonicalHash({ amount: 50_000 })).not.toBe(canonicalHash({ amount: "50000" }));
    expect(canonicalHash({ amount: 50_000 })).not.toBe(canonicalHash({ amount: 50_001 }));
  });

  it("stands a file's bytes by their sha256, so other bytes under the same name differ", () => {
    const file = (bytes: string) => ({ uploads: [{ fileName: "poster.png", bytes: Buffer.from(bytes) }] });
    expect(canonicalHash(file("png-1"))).toBe(canonicalHash(file("png-1")));
    expect(canonicalHash(file("png-1"))).not.toBe(canonicalHash(file("png-2")));
    expect(canonicalJson(file("x"))).toBe(
      '{"uploads":[{"bytes":{"$bytes":"2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881"},"fileName":"poster.png"}]}',
    );
  });

  it("writes dates as ISO text and refuses what JSON cannot carry", () => {
    expect(canonicalJson({ at: new Date("2026-01-05T00:00:00Z") })).toBe('{"at":"2026-01-05T00:00:00.000Z"}');
    expect(() => canonicalJson({ amount: 1n })).toThrow();
  });
});
