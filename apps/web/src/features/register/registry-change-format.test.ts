import { describe, expect, it } from "vitest";
import { formatReceivedAt, pageCountOf } from "./registry-change-format";

describe("registry change format", () => {
  it("formats the receipt date", () => {
    expect(formatReceivedAt("20250314")).toBe("2025-03-14");
    expect(formatReceivedAt("2025")).toBe("2025");
  });
  it("rounds the page count up", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
