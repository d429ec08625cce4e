import { describe, expect, it } from "vitest";
import { digitsAndHyphens, digitsOnly } from "./digits";

describe("digitsOnly", () => {
  it("keeps every digit of a pasted number with hyphens", () => {
    expect(digitsOnly("010-5555-7777", 11)).toBe("01055557777");
    expect(digitsOnly(" 010 5555 7777 ", 11)).toBe("01055557777");
  });

  it("cuts at the given number of digits after dropping the rest", () => {
    expect(digitsOnly("010-1234-56789", 11)).toBe("01012345678");
    expect(digitsOnly("1980-05-05", 8)).toBe("19800505");
  });

  it("keeps every digit without a limit and leaves no digits empty", () => {
    expect(digitsOnly("a1b2c3")).toBe("123");
    expect(digitsOnly("abc", 11)).toBe("");
  });
});

describe("digitsAndHyphens", () => {
  it("drops anything but digits and '-' before the cut", () => {
    expect(digitsAndHyphens("1101 2020 012345", 16)).toBe("11012020012345");
    expect(digitsAndHyphens("1101-2020-012345", 16)).toBe("1101-2020-012345");
    expect(digitsAndHyphens("9001-1번", 11)).toBe("9001-1");
  });

  it("cuts at the given length", () => {
    expect(digitsAndHyphens("1234-5678-9012-3456", 16)).toBe("1234-5678-9012-3");
  });
});
