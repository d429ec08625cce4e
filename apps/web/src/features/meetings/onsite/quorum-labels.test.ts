import { describe, expect, it } from "vitest";
import { QUORUM_TEXTS as T } from "./quorum-labels";

describe("the quorum forecast's sentences", () => {
  it("names only the requirements still short once the expected members come", () => {
    expect(T.short(6, 5)).toBe("참석 예정자가 모두 와도 출석 6명, 직접 출석 5명이 부족합니다.");
    expect(T.short(0, 1200)).toBe("참석 예정자가 모두 와도 직접 출석 1,200명이 부족합니다.");
    expect(T.short(3, 0)).toBe("참석 예정자가 모두 와도 출석 3명이 부족합니다.");
  });

  it("counts members and the expected with thousands separators", () => {
    expect(T.members(3000, 120)).toBe("조합원 3,000명 (공유자는 대표자 1명) · 참석 예정 120명");
    expect(T.expected(12)).toBe("참석 예정 12명이 현장에 출석하면 충족됩니다.");
  });
});
