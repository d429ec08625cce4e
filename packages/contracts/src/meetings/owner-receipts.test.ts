import { describe, expect, it } from "vitest";
import { formatReceiptCode } from "./meet-ballots.constants";
import { formatReceiptHash, RECEIPT_MESSAGES as M, receiptPageOf } from "./owner-receipts.constants";
import { CheckReceiptBodySchema, OwnerReceiptsParamsSchema, OwnerReceiptsQuerySchema } from "./owner-receipts.schemas";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("receipts constants", () => {
  it("finds a fingerprint's page from how many sort before it", () => {
    expect(receiptPageOf(0, 50)).toBe(0);
    expect(receiptPageOf(49, 50)).toBe(0);
    expect(receiptPageOf(50, 50)).toBe(1);
    expect(receiptPageOf(149, 50)).toBe(2);
  });

  it("shows a fingerprint in groups of 8 hex digits", () => {
    expect(formatReceiptHash("0123456789abcdef0123456789abcdef")).toBe("01234567 89abcdef 01234567 89abcdef");
  });
});

describe("CheckReceiptBodySchema", () => {
  it("takes a code as typed: hyphens, spaces, lowercase and Crockford's look-alikes", () => {
    for (const code of [
      "ABCD-EFGH-JKMN-PQRS",
      "abcd efgh jkmn pqrs",
      formatReceiptCode("0123456789ABCDEF"),
      "O1IL-0000-1111-2222",
    ]) {
      expect(CheckReceiptBodySchema.safeParse({ receiptCode: code }).success, code).toBe(true);
    }
  });

  it("refuses an empty code with 접수번호를 입력해 주세요. and one not of 16 characters with 접수번호 16자리를 확인해 주세요.", () => {
    expect(messageOf(CheckReceiptBodySchema.safeParse({ receiptCode: "  " }))).toBe(M.codeRequired);
    expect(messageOf(CheckReceiptBodySchema.safeParse({}))).toBe(M.codeRequired);
    expect(messageOf(CheckReceiptBodySchema.safeParse({ receiptCode: "ABCD-EFGH-JKMN-PQR" }))).toBe(M.codeFormat);
    expect(messageOf(CheckReceiptBodySchema.safeParse({ receiptCode: "ABCD-EFGH-JKMN-PQRST" }))).toBe(M.codeFormat);
  });
});

describe("OwnerReceiptsQuerySchema and params", () => {
  it("reads a page of 50 by default and a prefix in lowercase", () => {
    expect(OwnerReceiptsQuerySchema.parse({})).toEqual({ page: 0, pageSize: 50 });
    expect(OwnerReceiptsQuerySchema.parse({ page: "2", pageSize: "10", prefix: " 3FA9 " })).toEqual({
      page: 2,
      pageSize: 10,
      prefix: "3fa9",
    });
  });

  it("refuses a prefix that is not hex, a page size over 500, and a malformed link code", () => {
    expect(messageOf(OwnerReceiptsQuerySchema.safeParse({ prefix: "xyz" }))).toBe(M.prefixFormat);
    expect(messageOf(OwnerReceiptsQuerySchema.safeParse({ prefix: "a".repeat(65) }))).toBe(M.prefixFormat);
    expect(OwnerReceiptsQuerySchema.safeParse({ pageSize: 501 }).success).toBe(false);
    expect(messageOf(OwnerReceiptsParamsSchema.safeParse({ linkCode: "a/b" }))).toBe(M.meetNotFound);
    expect(OwnerReceiptsParamsSchema.safeParse({ linkCode: "Ab3dE_-9" }).success).toBe(true);
  });
});
