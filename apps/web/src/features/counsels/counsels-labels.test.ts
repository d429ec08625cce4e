import { describe, expect, it } from "vitest";
import { attendShown, positionShown, votingWrittenShown } from "./counsels-labels";
import { counselModifyPath, parseSeq } from "./counsels-paths";

describe("counsel labels (spec 02 §3 Counsel)", () => {
  it("shows COMPLETE as done and anything else as not done", () => {
    expect(votingWrittenShown("COMPLETE")).toBe("완료");
    expect(votingWrittenShown("INCOMPLETE")).toBe("미완료");
    expect(votingWrittenShown("NOT_APPLICABLE")).toBe("미완료");
  });

  it("shows AGENT as proxy and anything else as self", () => {
    expect(attendShown("AGENT")).toBe("대리");
    expect(attendShown("MYSELF")).toBe("본인");
    expect(attendShown("NOT_APPLICABLE")).toBe("본인");
  });

  it("shows the position's label once, with a different description beside it", () => {
    expect(positionShown({ position: "MEMBER", positionDescription: "조합원" })).toBe("조합원");
    expect(positionShown({ position: "EXECUTIVE", positionDescription: "감사" })).toBe("조합임원 · 감사");
    expect(positionShown({ position: "NONE", positionDescription: "" })).toBe("-");
  });
});

describe("counsel paths", () => {
  it("reads a positive record number from the URL, else null", () => {
    expect(parseSeq("12")).toBe(12);
    for (const segment of ["abc", "0", "-1", "99999999999", undefined]) expect(parseSeq(segment)).toBeNull();
    expect(counselModifyPath(1, 7)).toBe("/unions/1/counsel-management/counsels/7/modify");
  });
});
