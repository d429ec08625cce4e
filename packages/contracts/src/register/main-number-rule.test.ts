import { describe, expect, it } from "vitest";
import { mainNoConflict } from "./main-number-rule";

const free = { hasSingleOwner: false, hasShareOwners: false, nextMainNo: 41 };

describe("main number rule", () => {
  it("refuses a single owner on a main number co-owners use, naming the next free number", () => {
    expect(mainNoConflict("SINGLE", 3, { ...free, hasShareOwners: true })).toBe(
      "본번 3은(는) 공유 소유자들이 쓰고 있어 단독 소유자에게 줄 수 없습니다. 다른 본번을 입력해 주세요. (비어 있는 다음 본번: 41)",
    );
  });

  it("refuses a co-owner on a single owner's main number", () => {
    expect(mainNoConflict("SHARE", 7, { ...free, hasSingleOwner: true })).toBe(
      "본번 7은(는) 단독 소유자가 쓰고 있어 공유 소유자에게 줄 수 없습니다. 다른 본번을 입력해 주세요. (비어 있는 다음 본번: 41)",
    );
  });

  it("lets co-owners share a number and a single owner have a number nobody else uses", () => {
    expect(mainNoConflict("SHARE", 3, { ...free, hasShareOwners: true })).toBeNull();
    expect(mainNoConflict("SINGLE", 5, free)).toBeNull();
    expect(mainNoConflict("SHARE", 5, free)).toBeNull();
  });
});
