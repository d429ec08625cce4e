import { describe, expect, it } from "vitest";
import { applicationStatusName, invitationStatusName, unionLabelName } from "./account-labels";

describe("account labels (spec 01 §4)", () => {
  it("shows SUPERVISOR as 관리자 and any other label as 사용자", () => {
    expect(unionLabelName("SUPERVISOR")).toBe("관리자");
    expect(unionLabelName("USER")).toBe("사용자");
  });

  it("names an application 신청중 and invitations 수락전, 수락완료, 거절", () => {
    expect(applicationStatusName).toBe("신청중");
    expect(invitationStatusName("PENDING")).toBe("수락전");
    expect(invitationStatusName("ACCEPTED")).toBe("수락완료");
    expect(invitationStatusName("REJECTED")).toBe("거절");
  });
});
