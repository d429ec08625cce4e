import { describe, expect, it } from "vitest";
import { formatPercent, heatBandOf, periodText, submissionPercent } from "./consent-rules";

describe("submission percent of the donut and the cards", () => {
  it("rounds up to 2 decimals: 1 of 3 is 33.34%", () => {
    expect(submissionPercent({ submitted: 1, total: 3 })).toBe(33.34);
    expect(formatPercent(submissionPercent({ submitted: 1, total: 3 }))).toBe("33.34%");
  });

  it("keeps an exact share exact: 80 of 200 is 40%, 7 of 100 is 7% (not 7.01 from floating point)", () => {
    expect(formatPercent(submissionPercent({ submitted: 80, total: 200 }))).toBe("40%");
    expect(formatPercent(submissionPercent({ submitted: 7, total: 100 }))).toBe("7%");
  });

  it("shows the smallest share as 0.01% rather than 0%, and no recipients as 0%", () => {
    expect(formatPercent(submissionPercent({ submitted: 1, total: 100_000 }))).toBe("0.01%");
    expect(formatPercent(submissionPercent({ submitted: 0, total: 0 }))).toBe("0%");
  });

  it("prints one decimal without a trailing zero: 1 of 8 is 12.5%", () => {
    expect(formatPercent(submissionPercent({ submitted: 1, total: 8 }))).toBe("12.5%");
  });
});

describe("colour band of a dong in the heat map", () => {
  it("keeps 0 and 100 as the extremes of their own", () => {
    expect(heatBandOf(0)).toBe(0);
    expect(heatBandOf(100)).toBe(5);
  });

  it("puts any share above 0 in the first band and any share under 100 below the last", () => {
    expect(heatBandOf(0.01)).toBe(1);
    expect(heatBandOf(99.99)).toBe(4);
  });

  it("starts a band at each quarter", () => {
    expect(heatBandOf(24.99)).toBe(1);
    expect(heatBandOf(25)).toBe(2);
    expect(heatBandOf(50)).toBe(3);
    expect(heatBandOf(74.99)).toBe(3);
    expect(heatBandOf(75)).toBe(4);
  });
});

describe("period text of a consent card", () => {
  it("shows start ~ end in local date and time", () => {
    const start = "2026-03-02T01:00:00.000Z";
    const end = "2026-03-31T09:30:00.000Z";
    expect(periodText(start, end)).toMatch(/^2026-03-0\d \d\d:00 ~ 2026-03-3\d \d\d:30$/);
  });

  it("shows 미정 for a consent without an end", () => {
    expect(periodText("2026-03-02T01:00:00.000Z", null)).toMatch(/^2026-03-0\d \d\d:00 ~ 미정$/);
  });
});
