import { describe, expect, it } from "vitest";
import { formatCompanyNo } from "./company-no";

describe("formatCompanyNo", () => {
  it("shows a business registration number as 123-45-67890", () => {
    expect(formatCompanyNo("1234567890")).toBe("123-45-67890");
  });

  it("shows a corporate registration number as 6-7 digits", () => {
    expect(formatCompanyNo("1101111234567")).toBe("110111-1234567");
  });

  it("formats while typing and ignores anything but digits", () => {
    expect(formatCompanyNo("12")).toBe("12");
    expect(formatCompanyNo("1234")).toBe("123-4");
    expect(formatCompanyNo("123-45-6")).toBe("123-45-6");
    expect(formatCompanyNo("12a3 45")).toBe("123-45");
  });

  it("stops at 13 digits", () => {
    expect(formatCompanyNo("11011112345678999")).toBe("110111-1234567");
  });

  it("leaves an empty value empty", () => {
    expect(formatCompanyNo("")).toBe("");
  });
});
