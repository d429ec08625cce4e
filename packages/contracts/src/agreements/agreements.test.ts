import { describe, expect, it } from "vitest";
import { AGREEMENT_MESSAGES as M } from "./agreements.constants";
import { ListAgreementRegistersQuerySchema, SaveAgreementBodySchema } from "./agreements.requests";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("SaveAgreementBodySchema", () => {
  it("requires the status: 동의 현황을 선택해주세요.", () => {
    expect(firstMessage(SaveAgreementBodySchema.safeParse({ unionRegisterSeqs: [1] }))).toBe(M.statusRequired);
  });

  it("requires a real response date unless NONE, which keeps none", () => {
    expect(firstMessage(SaveAgreementBodySchema.safeParse({ unionRegisterSeqs: [1], consentStatus: "AGREE" }))).toBe(
      M.responseAtRequired,
    );
    expect(
      firstMessage(
        SaveAgreementBodySchema.safeParse({ unionRegisterSeqs: [1], consentStatus: "AGREE", responseAt: "2026-13-01" }),
      ),
    ).toBe(M.responseAtInvalid);
    expect(
      SaveAgreementBodySchema.parse({ unionRegisterSeqs: [2, 2], consentStatus: "NONE", responseAt: "2026-11-01" }),
    ).toEqual({ unionRegisterSeqs: [2], consentStatus: "NONE", responseAt: null });
  });

  it("refuses no owner", () => {
    expect(firstMessage(SaveAgreementBodySchema.safeParse({ unionRegisterSeqs: [], consentStatus: "NONE" }))).toBe(
      M.selectNone,
    );
  });
});

describe("ListAgreementRegistersQuerySchema", () => {
  it("refuses a period whose start is after its end, and an incomplete day", () => {
    expect(
      firstMessage(ListAgreementRegistersQuerySchema.safeParse({ searchFrom: "2026-11-05", searchTo: "2026-11-01" })),
    ).toBe(M.periodOrder);
    expect(firstMessage(ListAgreementRegistersQuerySchema.safeParse({ searchFrom: "2026-11" }))).toBe(
      M.periodIncomplete,
    );
    expect(ListAgreementRegistersQuerySchema.parse({ searchFrom: "2026-11-01" })).toMatchObject({
      page: 0,
      pageSize: 10,
    });
  });
});
