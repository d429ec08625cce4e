import { describe, expect, it } from "vitest";
import { formatPhone, formatWon } from "./format";

describe("formatWon", () => {
  it("shows won with thousands separators", () => {
    expect(formatWon(2_014_600)).toBe("2,014,600원");
    expect(formatWon(510_000)).toBe("510,000원");
    expect(formatWon(50_000_000)).toBe("50,000,000원");
  });

  it("shows small, zero and negative amounts", () => {
    expect(formatWon(0)).toBe("0원");
    expect(formatWon(999)).toBe("999원");
    expect(formatWon(-35_400)).toBe("-35,400원");
  });
});

describe("formatPhone", () => {
  it("adds hyphens to mobile and Seoul numbers", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("0111234567")).toBe("011-123-4567");
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
  });

  it("leaves numbers it does not recognise", () => {
    expect(formatPhone("1588")).toBe("1588");
  });
});
