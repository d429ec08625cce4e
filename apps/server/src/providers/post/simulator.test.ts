import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { fateHash, POSTAL_REASONS, plannedOutcome, postSimulator, trackingNumberOf } from "./simulator";

const letter = (over: Partial<{ zipNo: string; address: string; detailAddress: string; name: string }> = {}) => ({
  zipNo: "06236",
  address: "서울특별시 강남구 테헤란로 123",
  detailAddress: "101호",
  name: "홍길동",
  ...over,
});

describe("postal simulator: fates", () => {
  it("never delivers zip 00000 (주소 불명, 미배달)", () => {
    expect(plannedOutcome(letter({ zipNo: "00000" }), 0)).toEqual({
      outcome: "UNDELIVERED",
      reason: POSTAL_REASONS.unknownAddress,
    });
  });
  it("returns about one letter in N, the same letter always, and none with N = 0", () => {
    const letters = Array.from({ length: 2000 }, (_, i) => letter({ name: `수신자${i}` }));
    const returned = letters.filter((l) => plannedOutcome(l, 20).outcome === "RETURNED").length;
    expect(returned).toBeGreaterThan(60);
    expect(returned).toBeLessThan(150);
    expect(letters.every((l) => plannedOutcome(l, 0).outcome === "DELIVERED")).toBe(true);
    const one = letters.find((l) => plannedOutcome(l, 20).outcome === "RETURNED")!;
    expect(plannedOutcome(one, 20)).toEqual({ outcome: "RETURNED", reason: POSTAL_REASONS.returned });
    expect(fateHash("a")).toBe(fateHash("a"));
  });
  it("numbers letters with 13 digits", () => {
    expect(trackingNumberOf(42)).toBe("6000000000042");
  });
});

describe("postal simulator: stages over time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("moves printing → dispatched → planned outcome, one step at a time, and reports each move until acknowledged", async () => {
    let maintenance = false;
    const port = postSimulator({
      db: t.handle.db,
      stepSeconds: 60,
      returnOneIn: 0,
      isInMaintenance: async () => maintenance,
    });
    const accepted = await port.accept([
      { reference: 900_001, postType: "COMMON", ...letter() },
      { reference: 900_002, postType: "REGISTERED", ...letter({ zipNo: "00000" }) },
    ]);
    expect(accepted.map((a) => a.trackingNo)).toEqual([trackingNumberOf(900_001), trackingNumberOf(900_002)]);
    // Accepting again (a retried job) keeps the first items.
    await port.accept([{ reference: 900_001, postType: "COMMON", ...letter() }]);

    let moves = await port.collectMoves(10);
    expect(moves.map((m) => m.stage)).toEqual(["PRINTING", "PRINTING"]);
    await port.acknowledge(moves);
    expect(await port.collectMoves(10)).toEqual([]);

    const start = Date.now();
    expect(await port.advance(new Date(start + 30_000))).toBe(0);
    expect(await port.advance(new Date(start + 61_000))).toBe(2);
    moves = await port.collectMoves(10);
    expect(moves.map((m) => m.stage)).toEqual(["DISPATCHED", "DISPATCHED"]);
    await port.acknowledge(moves);

    await port.advance(new Date(start + 400_000));
    moves = await port.collectMoves(10);
    expect(moves.map((m) => [m.reference, m.stage, m.reason])).toEqual([
      [900_001, "DELIVERED", null],
      [900_002, "UNDELIVERED", POSTAL_REASONS.unknownAddress],
    ]);
    await port.acknowledge(moves);

    const tracking = await port.track(trackingNumberOf(900_001));
    expect(tracking?.events.map((e) => e.stage)).toEqual(["PRINTING", "DISPATCHED", "DELIVERED"]);
    expect(tracking?.events.at(-1)?.place).toBe("서울특별시 강남구 우체국");
    expect(await port.track("6999999999999")).toBeNull();

    maintenance = true;
    await expect(port.accept([{ reference: 900_003, postType: "COMMON", ...letter() }])).rejects.toThrow();
  });
});
