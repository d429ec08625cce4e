import { describe, expect, it } from "vitest";
import { acquisitionPeriodOf, todayInSeoul } from "./acquisition-period";

const TODAY = "2026-11-25";

describe("acquisitionPeriodOf", () => {
  it("counts whole years and months up to today", () => {
    expect(acquisitionPeriodOf("2009-04-16", TODAY)).toBe("17년 7개월");
    expect(acquisitionPeriodOf("2025-11-25", TODAY)).toBe("1년 0개월");
    expect(acquisitionPeriodOf("2026-05-26", TODAY)).toBe("0년 5개월");
  });

  it("gives 0년 0개월 for today", () => {
    expect(acquisitionPeriodOf("2026-11-25", TODAY)).toBe("0년 0개월");
  });

  it("counts a month that ends on the last day of a shorter month as complete", () => {
    expect(acquisitionPeriodOf("2026-01-31", "2026-02-27")).toBe("0년 0개월");
    expect(acquisitionPeriodOf("2026-01-31", "2026-02-28")).toBe("0년 1개월");
    expect(acquisitionPeriodOf("2026-01-31", "2026-03-31")).toBe("0년 2개월");
  });

  it("gives null for an empty, malformed, impossible or future date", () => {
    expect(acquisitionPeriodOf("", TODAY)).toBeNull();
    expect(acquisitionPeriodOf(null, TODAY)).toBeNull();
    expect(acquisitionPeriodOf("2020/01/01", TODAY)).toBeNull();
    expect(acquisitionPeriodOf("2021-02-30", TODAY)).toBeNull();
    expect(acquisitionPeriodOf("2026-11-26", TODAY)).toBeNull();
  });
});

describe("todayInSeoul", () => {
  it("is the Korean calendar date", () => {
    expect(todayInSeoul(new Date("2026-11-25T15:00:00Z"))).toBe("2026-11-26");
    expect(todayInSeoul(new Date("2026-11-25T14:59:59Z"))).toBe("2026-11-25");
  });
});
