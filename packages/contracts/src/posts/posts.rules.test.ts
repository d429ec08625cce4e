import { describe, expect, it } from "vitest";
import { POST_MESSAGES } from "./posts.constants";
import { SendPostBodySchema } from "./posts.requests";
import {
  duplicateFileName,
  isValidRecipientPhone,
  isValidSenderPhone,
  letterPageCount,
  postPrice,
  sheetLimitMessage,
  sheetsOf,
} from "./posts.rules";

describe("post cost", () => {
  it("counts the address page and prints both sides by default", () => {
    expect(letterPageCount([2, 1])).toBe(4);
    expect(sheetsOf(3, "CROSS")).toBe(2);
    expect(sheetsOf(3, "SINGLE")).toBe(3);
  });
  it("prices production per page by colour and postage per letter by type, with a step per 25 sheets", () => {
    expect(postPrice(3, { postType: "COMMON", colorType: "COLOR", flexType: "CROSS" }, 3)).toEqual({
      sentPageCount: 3,
      sheetCount: 2,
      recipientCount: 3,
      unitProductionCost: 700,
      unitShippingCost: 520,
      productionCost: 2100,
      shippingCost: 1560,
      totalCost: 3660,
    });
    const thick = postPrice(60, { postType: "REGISTERED", colorType: "BLACK_WHITE", flexType: "SINGLE" }, 1);
    expect(thick.sheetCount).toBe(60);
    expect(thick.unitShippingCost).toBe(2830 + 2 * 350);
  });
  it("refuses over 150 sheets, and over 30 as 준등기", () => {
    expect(sheetLimitMessage(150, "COMMON")).toBeNull();
    expect(sheetLimitMessage(151, "COMMON")).toBe("A4 봉투에는 최대 150매까지 넣을 수 있습니다.");
    expect(sheetLimitMessage(31, "SEMI_REGISTERED")).toBe("준등기는 최대 30매까지 발송할 수 있습니다.");
  });
});

describe("post fields", () => {
  it("takes phones as the spec says: sender digits and spaces, recipient digits or slash, 11 at most", () => {
    expect(isValidSenderPhone("02 1234 567")).toBe(true);
    expect(isValidSenderPhone("02-1234-5678")).toBe(false);
    expect(isValidRecipientPhone("010/1234567")).toBe(true);
    expect(isValidRecipientPhone("010123456789")).toBe(false);
    expect(isValidRecipientPhone("")).toBe(true);
  });
  it("finds a repeated file name whatever its case", () => {
    expect(duplicateFileName(["안내.pdf", "약도.png", "안내.PDF"])).toBe("안내.PDF");
    expect(duplicateFileName(["a.pdf", "b.pdf"])).toBeNull();
  });
  it("defaults the options (COMMON, COLOR, CROSS) and refuses no file and no recipient with the spec's messages", () => {
    const sender = { name: "조합", phoneNo: "0212345678", address: "서울", zipNo: "04524" };
    const parsed = SendPostBodySchema.safeParse({ sender, fileSeqs: [], recipients: [] });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(POST_MESSAGES.fileRequired);
    expect(messages).toContain(POST_MESSAGES.noRecipients);
    const ok = SendPostBodySchema.parse({
      sender,
      fileSeqs: [1],
      recipients: [{ name: "홍길동", address: { address: "서울", zipNo: "04524" } }],
    });
    expect(ok).toMatchObject({ postType: "COMMON", colorType: "COLOR", flexType: "CROSS" });
  });
});
