import { describe, expect, it } from "vitest";
import { depositTotalOf, isChargeableAmount, isTaxInvoiceForced, taxInvoiceChoiceOf } from "./billing.rules";

describe("billing rules (spec 01 §5, §9)", () => {
  it("adds VAT 10 % and rounds to the won", () => {
    expect(depositTotalOf(100_000)).toBe(110_000);
    expect(depositTotalOf(15)).toBe(17);
    expect(depositTotalOf(14)).toBe(15);
    expect(depositTotalOf(50_000_000)).toBe(55_000_000);
  });

  it("forces the tax invoice from 100,000 won", () => {
    expect(isTaxInvoiceForced(99_999)).toBe(false);
    expect(isTaxInvoiceForced(100_000)).toBe(true);
    expect(taxInvoiceChoiceOf(100_000, "NOT_APPLY")).toBe("APPLY");
    expect(taxInvoiceChoiceOf(500, "NOT_APPLY")).toBe("NOT_APPLY");
    expect(taxInvoiceChoiceOf(500, undefined)).toBe("APPLY");
  });

  it("accepts whole amounts from 1 to 50,000,000", () => {
    expect(isChargeableAmount(0)).toBe(false);
    expect(isChargeableAmount(1)).toBe(true);
    expect(isChargeableAmount(50_000_000)).toBe(true);
    expect(isChargeableAmount(50_000_001)).toBe(false);
    expect(isChargeableAmount(10.5)).toBe(false);
  });
});
