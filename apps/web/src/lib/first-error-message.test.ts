import { describe, expect, it } from "vitest";
import { collectErrors, firstErrorMessage } from "./first-error-message";

describe("collectErrors", () => {
  it("walks nested objects and arrays depth-first with the field paths", () => {
    const errors = {
      name: { name: { type: "too_small", message: "이름을 입력해 주세요.", ref: {} } },
      localAddresses: [undefined, { dong: { type: "too_small", message: "소재지 정보를 입력해주세요." } }],
      subPhones: { root: { message: "추가 연락처는 최대 4개까지 등록할 수 있습니다." } },
    };
    expect(collectErrors(errors)).toEqual([
      { path: "name.name", message: "이름을 입력해 주세요." },
      { path: "localAddresses.1.dong", message: "소재지 정보를 입력해주세요." },
      { path: "subPhones.root", message: "추가 연락처는 최대 4개까지 등록할 수 있습니다." },
    ]);
  });
});

describe("firstErrorMessage", () => {
  it("gives null without errors", () => {
    expect(firstErrorMessage({})).toBeNull();
    expect(firstErrorMessage(undefined)).toBeNull();
  });

  it("tells the field that comes first on the page, not the rule zod checked first", () => {
    const errors = {
      localAddresses: [{ city: { message: "소재지 정보를 입력해주세요." } }],
      positionDescription: { message: "직책상세에 내용을 입력해 주세요." },
    };
    const page = ["name.name", "positionDescription", "localAddresses.0.city"];
    expect(firstErrorMessage(errors, page)).toBe("직책상세에 내용을 입력해 주세요.");
  });

  it("falls back to the first error found when no field of it is on the page", () => {
    const errors = { localAddresses: [{ registrationAddresses: { message: "소재지 정보를 입력해주세요." } }] };
    expect(firstErrorMessage(errors, ["name.name"])).toBe("소재지 정보를 입력해주세요.");
  });
});
