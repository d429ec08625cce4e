import { DepositChargeBodySchema, depositTotalOf, TaxInvoiceBodySchema } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../lib/format-date";
import { chargeBodyOf, depositTotalText, emptyTaxInvoice, taxInvoiceFieldOf } from "./charge-form";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);
const charge = (overrides: object = {}) => ({
  requestAmount: 100_000,
  depositorName: "한빛조합",
  depositorPhoneNo: "01012345678",
  ...overrides,
});

describe("total to deposit (VAT 10 %)", () => {
  it("shows the amount times 1.1, rounded, with separators", () => {
    expect(depositTotalText(100_000)).toBe("110,000원");
    expect(depositTotalText(5)).toBe("6원");
    expect(depositTotalText(123_455)).toBe("135,801원");
    expect(depositTotalText(50_000_000)).toBe("55,000,000원");
  });

  it("shows 0원 before an amount is typed", () => {
    expect(depositTotalText(null)).toBe("0원");
    expect(depositTotalText(undefined)).toBe("0원");
  });

  it("rounds half up without float drift", () => {
    expect(depositTotalOf(15)).toBe(17);
    expect(depositTotalOf(1)).toBe(1);
    expect(depositTotalOf(49_999_995)).toBe(54_999_995);
  });
});

describe("tax invoice choice", () => {
  it("is forced to apply (disabled, with the note) from 100,000 won", () => {
    expect(taxInvoiceFieldOf(100_000, "NOT_APPLY")).toEqual({
      value: "APPLY",
      isDisabled: true,
      note: "100,000원 이상 충전 시 세금계산서가 자동 발행됩니다.",
    });
    expect(chargeBodyOf({ ...charge(), taxInvoiceType: "NOT_APPLY" }).taxInvoiceType).toBe("APPLY");
  });

  it("is the user's choice below 100,000 won, apply by default", () => {
    expect(taxInvoiceFieldOf(99_999, "NOT_APPLY")).toEqual({ value: "NOT_APPLY", isDisabled: false, note: null });
    expect(taxInvoiceFieldOf(99_999, undefined).value).toBe("APPLY");
    expect(taxInvoiceFieldOf(null, undefined).value).toBe("APPLY");
    expect(chargeBodyOf({ ...charge({ requestAmount: 99_999 }), taxInvoiceType: "NOT_APPLY" }).taxInvoiceType).toBe(
      "NOT_APPLY",
    );
  });
});

describe("charge form rules", () => {
  it("needs an amount from 1 to 50,000,000", () => {
    expect(firstMessage(DepositChargeBodySchema.safeParse(charge({ requestAmount: null })))).toBe(
      "충전 요청 금액을 입력해 주세요.",
    );
    expect(firstMessage(DepositChargeBodySchema.safeParse(charge({ requestAmount: 0 })))).toBe(
      "충전 요청 금액을 입력해 주세요.",
    );
    expect(firstMessage(DepositChargeBodySchema.safeParse(charge({ requestAmount: 50_000_001 })))).toBe(
      "충전 요청 금액은 50,000,000원을 초과할 수 없습니다.",
    );
    expect(DepositChargeBodySchema.safeParse(charge({ requestAmount: 50_000_000 })).success).toBe(true);
    expect(DepositChargeBodySchema.safeParse(charge({ requestAmount: 1 })).success).toBe(true);
  });

  it("needs the depositor name (at most 30) and the emergency contact (digits, at most 11)", () => {
    expect(firstMessage(DepositChargeBodySchema.safeParse(charge({ depositorName: "" })))).toBe(
      "입금자명을 입력해 주세요.",
    );
    expect(firstMessage(DepositChargeBodySchema.safeParse(charge({ depositorName: "가".repeat(31) })))).toBe(
      "입금자명은 30자까지 입력할 수 있습니다.",
    );
    expect(firstMessage(DepositChargeBodySchema.safeParse(charge({ depositorPhoneNo: "" })))).toBe(
      "비상 연락처를 입력해 주세요.",
    );
    expect(firstMessage(DepositChargeBodySchema.safeParse(charge({ depositorPhoneNo: "010123456789" })))).toBe(
      "비상 연락처는 숫자 11자리까지 입력할 수 있습니다.",
    );
  });
});

describe("tax invoice form rules", () => {
  const invoice = (overrides: object = {}) => ({
    email: "office@hanbit.example",
    managerName: "이사무",
    managerPhoneNo: "01098765432",
    depositAt: "2026-11-26",
    requestAt: "2026-11-26",
    ...overrides,
  });
  it("checks the email, the manager name (at most 10) and the dates", () => {
    expect(firstMessage(TaxInvoiceBodySchema.safeParse(invoice({ email: "" })))).toBe("이메일을 입력해 주세요.");
    expect(firstMessage(TaxInvoiceBodySchema.safeParse(invoice({ email: "a@b" })))).toBe(
      "올바른 이메일 형식을 입력해 주세요.",
    );
    expect(firstMessage(TaxInvoiceBodySchema.safeParse(invoice({ managerName: "가".repeat(11) })))).toBe(
      "담당자명은 10자까지만 입력할 수 있습니다.",
    );
    expect(firstMessage(TaxInvoiceBodySchema.safeParse(invoice({ depositAt: "" })))).toBe("입금일을 선택해 주세요.");
    expect(firstMessage(TaxInvoiceBodySchema.safeParse(invoice({ requestAt: "" })))).toBe(
      "발행 요청일을 선택해 주세요.",
    );
    expect(TaxInvoiceBodySchema.safeParse(invoice()).success).toBe(true);
  });

  it("defaults both dates to today", () => {
    const today = formatDate(new Date());
    expect(emptyTaxInvoice()).toMatchObject({ depositAt: today, requestAt: today });
  });
});
