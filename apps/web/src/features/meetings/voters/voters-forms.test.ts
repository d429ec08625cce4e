import { describe, expect, it } from "vitest";
import { voterQuery } from "./api/voters-queries";
import { deleteFormError } from "./components/delete-voters-dialog";
import { bodyOf, formOf } from "./components/voter-edit-form";
import { EMPTY_VOTER_SEARCH } from "./components/voter-search-form";

describe("voter delete form (spec 03 §5)", () => {
  it("asks for the acknowledgement, then a password of 4+, then a reason", () => {
    expect(deleteFormError({ isAgreed: false, password: "meet1234", reason: "사유" })).toBe(
      "주의사항을 확인하시고 내용에 동의해 주세요",
    );
    expect(deleteFormError({ isAgreed: true, password: "123", reason: "사유" })).toBe("비밀번호는 4자이상 입력하세요");
    expect(deleteFormError({ isAgreed: true, password: "1234", reason: " " })).toBe("삭제 사유를 입력해 주세요");
    expect(deleteFormError({ isAgreed: true, password: "1234", reason: "사유" })).toBeNull();
  });
});

describe("voter search query", () => {
  it("leaves out 전체 and the date type without a range", () => {
    expect(voterQuery({ ...EMPTY_VOTER_SEARCH, name: "홍" })).toEqual({ name: "홍" });
    expect(voterQuery({ ...EMPTY_VOTER_SEARCH, fromDate: "2026-11-01" })).toEqual({
      dateType: "SENT",
      fromDate: "2026-11-01",
    });
  });
});

describe("voter edit form", () => {
  it("sends no agent when every agent field is empty", () => {
    const form = formOf({
      name: { name: "홍길동", nameClass: "" },
      ownerType: "PERSON",
      companyNo: "",
      birth: "19600101",
      gender: "M",
      phoneNo: "01012345678",
      agent: null,
      postAddress: { address: "", detailAddress: "", zipNo: "" },
    } as unknown as Parameters<typeof formOf>[0]);
    expect(bodyOf(form).agent).toBeNull();
    expect(bodyOf({ ...form, agentName: "김대리" }).agent).toMatchObject({ name: "김대리" });
  });
});
