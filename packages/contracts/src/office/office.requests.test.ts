import { describe, expect, it } from "vitest";
import { OFFICE_MESSAGES as M } from "./office.constants";
import { OfficeBodySchema, OfficeManagerBodySchema, officePhoneDigits } from "./office.requests";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("office manager rules (spec 01 §5)", () => {
  const valid = { name: "한담당", phoneNo: "01012345678", email: "" };

  it("strips non-digits from the phone and accepts 10 or 11 digits", () => {
    expect(OfficeManagerBodySchema.parse({ ...valid, phoneNo: "010-1234-5678" }).phoneNo).toBe("01012345678");
    expect(OfficeManagerBodySchema.parse({ ...valid, phoneNo: "0212345678" }).phoneNo).toBe("0212345678");
  });

  it.each([
    [{ name: "" }, M.managerNameRequired],
    [{ phoneNo: "" }, M.managerPhoneRequired],
    [{ phoneNo: "010123456" }, M.managerPhoneInvalid],
    [{ phoneNo: "010123456789" }, M.managerPhoneInvalid],
    [{ email: "a@b" }, M.emailInvalid],
  ])("refuses %o with its message", (overrides, message) => {
    expect(firstMessage(OfficeManagerBodySchema.safeParse({ ...valid, ...overrides }))).toBe(message);
  });

  it("keeps typed phone input to 11 digits", () => {
    expect(officePhoneDigits("010-1234-56789")).toBe("01012345678");
  });
});

describe("office edit rules (spec 01 §5)", () => {
  it("needs a name and a digits-only phone of at most 11", () => {
    expect(firstMessage(OfficeBodySchema.safeParse({ name: "", phoneNo: "021234567" }))).toBe(M.officeNameRequired);
    expect(firstMessage(OfficeBodySchema.safeParse({ name: "사무실", phoneNo: "" }))).toBe(M.officePhoneRequired);
    expect(firstMessage(OfficeBodySchema.safeParse({ name: "사무실", phoneNo: "02-123" }))).toBe(M.officePhoneDigits);
    expect(OfficeBodySchema.parse({ name: "사무실", phoneNo: "021234567" })).toMatchObject({
      email: "",
      faxNo: "",
      address: { zipNo: "", address: "", detailAddress: "" },
    });
  });
});
